import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { changePassword, loginBefore, updateProfile } from '../auth/service.ts';
import { revokeCards } from '../card/service.ts';
import { certState, changeAvatar, checkLock, lockState, logout, onlineBeat, onlineTime, setLock, titleState, userInfo } from './service.ts';

export function userRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.userInfo, async ({ user }) => userInfo(deps, user));
  defineRoute(app, deps, api.userLogout, async ({ user }) => {
    await logout(deps, user);
    return null;
  });
  defineRoute(app, deps, api.userLockscreencodeSet, ({ input, user }) => setLock(deps, user, input));
  defineRoute(app, deps, api.userLockscreencodeState, ({ user }) => lockState(deps, user));
  defineRoute(app, deps, api.userLockscreencodeCheck, ({ input, user }) => checkLock(deps, user, input.code));
  defineRoute(app, deps, api.userOnlineBeat, ({ user }) => onlineBeat(deps, user));
  defineRoute(app, deps, api.userOnlineTime, ({ user }) => onlineTime(deps, user));
  defineRoute(app, deps, api.userIsCert, ({ user }) => certState(deps, user));
  defineRoute(app, deps, api.userTitle, ({ user }) => titleState(deps, user));
  defineRoute(app, deps, api.userInfoModify, ({ input, user }) => updateProfile(deps, user, input));
  defineRoute(app, deps, api.userAvatar, ({ input, user }) => changeAvatar(deps, user, input));
  // A new password ends every other way in: the other sessions (in the change) and the account card, which would
  // otherwise sign back in whoever held a session long enough to issue one (decision 0034).
  defineRoute(app, deps, api.userChangePassword, async ({ input, user }) => {
    const { signedOut, also } = await changePassword(deps, user, input, (tx) => revokeCards(deps, user, tx));
    return { signedOut, cardRevoked: also };
  });
  defineRoute(app, deps, api.loginBefore, ({ input, request }) => loginBefore(deps, input.account, request.ip));
}
