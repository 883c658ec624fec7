import { ContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { publicCache, SHARED } from '../../lib/public-cache.ts';
import { defineRoute } from '../../lib/route.ts';
import { isCollected } from '../collect/service.ts';
import { actressCollects, actressList, actressPublicDetail } from './service.ts';

export function actressRoutes(app: FastifyInstance, deps: Deps) {
  const actresses = publicCache((input: Parameters<typeof actressList>[1]) => actressList(deps, input));
  const actress = publicCache((id: number) => actressPublicDetail(deps, id));

  defineRoute(app, deps, api.actressList, ({ input }) => actresses(input), SHARED);
  defineRoute(app, deps, api.actressDetail, ({ input }) => actress(input.id), SHARED);
  // The caller's part of her page: the live count (hers) and whether they collected her (the collect domain's).
  defineRoute(app, deps, api.actressState, async ({ input, user }) => {
    const collects = await actressCollects(deps, input.id);
    return { collected: await isCollected(deps, user, ContentType.actress, input.id), collects };
  });
}
