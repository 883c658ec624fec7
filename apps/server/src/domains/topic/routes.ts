import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { publicCache, SHARED } from '../../lib/public-cache.ts';
import { defineRoute } from '../../lib/route.ts';
import { topicDetail } from './service.ts';

export function topicRoutes(app: FastifyInstance, deps: Deps) {
  const topic = publicCache((input: Parameters<typeof topicDetail>[1]) => topicDetail(deps, input));

  defineRoute(app, deps, api.topicDetail, ({ input }) => topic(input), SHARED);
}
