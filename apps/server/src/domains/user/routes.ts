import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { logout, userInfo } from './service.ts';

export function userRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.userInfo, async ({ user }) => userInfo(user));
  defineRoute(app, deps, api.userLogout, async ({ user }) => {
    await logout(deps, user);
    return null;
  });
}
