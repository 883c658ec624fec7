import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { checkIn, checkinCalendar, prizeLadder } from './service.ts';

export function checkinRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.checkinClick, ({ user }) => checkIn(deps, user));
  defineRoute(app, deps, api.checkinPrize, async () => prizeLadder());
  defineRoute(app, deps, api.checkinGave, ({ input, user }) => checkinCalendar(deps, user, input));
}
