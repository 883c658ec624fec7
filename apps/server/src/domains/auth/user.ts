/**
 * The user shape, in one place: the contract's `userInfo` with the server's own fields (a Date rather than its
 * wire string, whether the user has an account, the session the call came with).
 */
import { GENDERS, type Gender, type UserInfo, type UserProfileInfo } from '@md/contract';
import type { users } from '../../db/schema/index.ts';

export type UserProfile = Omit<UserProfileInfo, 'createdAt'> & { createdAt: Date; registered: boolean };

/** The caller behind a valid token. */
export type AuthedUser = UserProfile & { sessionId: number };

export function pickUser(row: typeof users.$inferSelect): UserProfile {
  return {
    id: row.id,
    uuid: row.uuid,
    account: row.account,
    mobile: row.mobile,
    nickname: row.nickname,
    avatar: row.avatar,
    createdAt: row.createdAt,
    gender: (GENDERS as readonly string[]).includes(row.gender) ? (row.gender as Gender) : 'secret',
    birthday: row.birthday,
    bio: row.bio,
    registered: Boolean(row.account || row.mobile),
  };
}

export function toUserInfo(user: UserProfile): UserInfo {
  return {
    id: user.id,
    uuid: user.uuid,
    account: user.account,
    mobile: user.mobile,
    nickname: user.nickname,
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user info with the profile fields, for the user's own calls. */
export function toProfileInfo(user: UserProfile): UserProfileInfo {
  return { ...toUserInfo(user), gender: user.gender, birthday: user.birthday, bio: user.bio };
}
