import { CHECKIN_UTC_OFFSET_SECONDS, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { scoreList, scoreRank, startOfShanghaiDay } from './service.ts';

export function pointsRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.userScoreList, ({ input, user }) => scoreList(deps, user, input));
  defineRoute(app, deps, api.userScoreRank, ({ input, user }) => scoreRank(deps, user, input, startOfShanghaiDay(deps.now(), CHECKIN_UTC_OFFSET_SECONDS)));
}
