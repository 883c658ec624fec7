import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { revokeSession, toUserInfo } from '../auth/sessions.ts';

export function userRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.userInfo, async ({ user }) => toUserInfo(user));
  defineRoute(app, deps, api.userLogout, async ({ user }) => {
    await revokeSession(deps, user.sessionId);
    return null;
  });
}
