import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { topicDetail } from './service.ts';

export function topicRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.topicDetail, ({ input }) => topicDetail(deps, input), { cache: publicAnswers() });
}
