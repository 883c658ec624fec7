import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { changePassword, loginBefore, updateProfile } from '../auth/service.ts';
import { changeAvatar, logout, userInfo } from './service.ts';

export function userRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.userInfo, async ({ user }) => userInfo(deps, user));
  defineRoute(app, deps, api.userLogout, async ({ user }) => {
    await logout(deps, user);
    return null;
  });
  defineRoute(app, deps, api.userInfoModify, ({ input, user }) => updateProfile(deps, user, input));
  defineRoute(app, deps, api.userAvatar, ({ input, user }) => changeAvatar(deps, user, input));
  defineRoute(app, deps, api.userChangePassword, ({ input, user }) => changePassword(deps, user, input));
  defineRoute(app, deps, api.loginBefore, ({ input, request }) => loginBefore(deps, input.account, request.ip));
}
