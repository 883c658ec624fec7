/** The signed-in user's own account: who they are, signing out. Sessions belong to the auth domain. */
import type { UserInfo } from '@md/contract';
import type { Deps } from '../../deps.ts';
import { revokeSession, toUserInfo, type AuthedUser } from '../auth/service.ts';

export function userInfo(user: AuthedUser): UserInfo {
  return toUserInfo(user);
}

export async function logout(deps: Deps, user: AuthedUser) {
  await revokeSession(deps, user.sessionId);
}

export { checkLock, lockState, setLock } from './lock.ts';
export { onlineBeat, onlineTime } from './online.ts';
export { certState, titleState } from './standing.ts';
