import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { activeCard, issueCard, restoreWithCard, revokeCards } from './service.ts';

export function cardRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.userQrcode, async ({ input, user }) => {
    if (input.action === 'issue') return issueCard(deps, user);
    if (input.action === 'revoke') await revokeCards(deps, user);
    return { card: await activeCard(deps, user) };
  });
  defineRoute(app, deps, api.userQrcodeInfo, ({ input, request }) => restoreWithCard(deps, input.credential, request.ip, request.client?.devId || null));
}
