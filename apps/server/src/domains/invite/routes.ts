import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { inviteIncome, inviteList, sharePoster, workIncome } from './service.ts';

export function inviteRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.userShareqr, ({ user, request }) => sharePoster(deps, user, deps.config.publicUrl || `${request.protocol}://${request.host}`));
  defineRoute(app, deps, api.userInviteList, ({ input, user }) => inviteList(deps, user, input));
  defineRoute(app, deps, api.userInviteIncome, ({ input, user }) => inviteIncome(deps, user, input));
  defineRoute(app, deps, api.userWorkIncome, ({ input, user }) => workIncome(deps, user, input));
}
