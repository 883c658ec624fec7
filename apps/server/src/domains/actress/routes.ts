import { ContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { isCollected } from '../collect/service.ts';
import { actressCollects, actressList, actressPublicDetail } from './service.ts';

export function actressRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.actressList, ({ input }) => actressList(deps, input), { cache: publicAnswers() });
  defineRoute(app, deps, api.actressDetail, ({ input }) => actressPublicDetail(deps, input.id), { cache: publicAnswers() });
  // The caller's part of her page: the live count (hers) and whether they collected her (the collect domain's).
  defineRoute(app, deps, api.actressState, async ({ input, user }) => {
    const collects = await actressCollects(deps, input.id);
    return { collected: await isCollected(deps, user, ContentType.actress, input.id), collects };
  });
}
