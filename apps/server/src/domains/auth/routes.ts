import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { recordSignUp } from '../invite/service.ts';
import { createAccount, guestLogin, officialLogin } from './service.ts';

export function authRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.loginGuest, ({ input, request }) =>
    guestLogin(deps, input, request.client?.systemType ?? 'h5'),
  );
  defineRoute(app, deps, api.loginOfficial, ({ input, request }) =>
    officialLogin(deps, input, request.ip, request.client?.devId || null),
  );
  defineRoute(app, deps, api.loginAccountCreate, async ({ input, request, user }) => {
    const session = await createAccount(deps, input, user, request.ip, request.client?.devId || null);
    // The invite is a bonus of the sign-up: its failure is logged, never the sign-up's.
    await recordSignUp(deps, session.userInfo.id).catch((error: unknown) => request.log.error({ err: error }, 'invite: recording the sign-up failed'));
    return session;
  });
}
