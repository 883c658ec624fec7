/** The signed-in user's own account: who they are, their profile and password, signing out. */
import { AVATAR_SIZE, LEVEL_THRESHOLDS, type api } from '@md/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { authorsById, revokeSession, setAvatar, toProfileInfo, type Author, type AuthedUser } from '../auth/service.ts';
import { balanceOf, earnedOf } from '../points/service.ts';
import { claimSquareCopy } from '../upload/service.ts';

/** The level for a number of points earned: 1 from the start, one more at each threshold passed. */
export function levelFor(earned: number): number {
  return LEVEL_THRESHOLDS.filter((threshold) => earned >= threshold).length;
}

export async function userInfo(deps: Deps, user: AuthedUser) {
  const [points, earned] = await Promise.all([balanceOf(deps.db, user.id), earnedOf(deps.db, user.id)]);
  return { ...toProfileInfo(user), points, level: levelFor(earned) };
}

/** A user as anyone may see them (nickname and avatar), for what they publish; null when there is no such user. */
export async function publicUser(deps: Deps, id: number): Promise<Author | null> {
  return (await authorsById(deps, [id])).get(id) ?? null;
}

export async function logout(deps: Deps, user: AuthedUser) {
  await revokeSession(deps, user.sessionId);
}

export { checkLock, lockState, setLock } from './lock.ts';
export { onlineBeat, onlineTime } from './online.ts';
export { certState, titleState } from './standing.ts';
/** The caller's upload becomes their avatar as a square copy the upload domain keeps. */
export async function changeAvatar(deps: Deps, user: AuthedUser, input: z.output<typeof api.userAvatar.request>) {
  const avatar = await claimSquareCopy(deps, user.id, input.path, AVATAR_SIZE);
  if (!avatar) throw badRequest('avatarNotUploaded');
  return setAvatar(deps, user, avatar);
}
