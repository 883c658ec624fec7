/**
 * The signed-in user's own profile and password (user/info/modify, user/avatar, user/changePassword), and what the
 * sign-in form may know before it submits (login/before). The users and sessions tables are this domain's.
 */
import { CHECKIN_UTC_OFFSET_SECONDS, Code, type api } from '@md/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { screenNickname } from '../banned-word/service.ts';
import { limit, loginKeys } from './limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { forgetSessions } from './sessions.ts';
import { pickUser, toProfileInfo, type AuthedUser } from './user.ts';

/** Today in the product's home market, `YYYY-MM-DD`: a birthday may not be later. */
const homeToday = (nowSeconds: number) => new Date((nowSeconds + CHECKIN_UTC_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);

async function saved(deps: Deps, userId: number, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await deps.db
    .update(users)
    .set({ ...changes, updatedAt: new Date(deps.now() * 1000) })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('notFound');
  // Cached sessions carry the user's row: the next call must see the new profile.
  forgetSessions(deps);
  return toProfileInfo(pickUser(row));
}

/** Only the fields sent change; an empty request answers the profile as it is. */
export async function updateProfile(deps: Deps, user: AuthedUser, input: z.output<typeof api.userInfoModify.request>) {
  if (input.birthday && input.birthday > homeToday(deps.now())) throw badRequest('birthdayInFuture');
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.nickname !== undefined) changes.nickname = await screenNickname(deps, input.nickname);
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.birthday !== undefined) changes.birthday = input.birthday;
  if (input.bio !== undefined) changes.bio = input.bio;
  return saved(deps, user.id, changes);
}

/** Stores an avatar path already made and claimed by the upload domain. */
export function setAvatar(deps: Deps, user: AuthedUser, avatar: string) {
  return saved(deps, user.id, { avatar });
}

/**
 * The account's password asked again before a new way in is added (a number bound): none needed for a guest, who has
 * none. Wrong tries count against the same per-user limit as the password change's. Answers the password's hash as
 * checked (null: none), for the write to hold to it (`bindMobileTo`).
 */
export async function confirmAccountPassword(deps: Deps, user: AuthedUser, password: string | undefined): Promise<string | null> {
  const hash = await passwordHashOf(deps, user.id);
  if (!hash) return null;
  if (!password) throw badRequest('enterPassword');
  await checkPassword(deps, user.id, hash, password, 'wrongPassword');
  return hash;
}

const passwordHashOf = async (deps: Deps, userId: number) =>
  (await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1))[0]?.passwordHash ?? null;

/** The password typed against the stored hash, each try counted per user (a stolen session guesses slowly). */
async function checkPassword(deps: Deps, userId: number, hash: string | null, password: string, tip: 'wrongPassword' | 'wrongOldPassword') {
  const attempts = loginKeys.oldPassword(userId);
  await limit(deps, attempts, deps.config.loginLimitPerAccount, 'tooManyLoginsRetry');
  if (!(await verifyPassword(hash, password))) throw new ApiError(200, Code.wrongOldPassword, tip);
  await deps.kv.reset(attempts);
}

/**
 * A new password for the caller. Wrong current passwords are counted per user like sign-in attempts, so a stolen
 * session cannot guess the password without limit. Once changed, every other session of the user ends (their
 * tokens stop working at their next call); the caller's stays. `alsoEnd` runs in the same transaction, after the
 * user's row is updated (which holds every `holdAccount` of the user back): other domains end their own ways in
 * there (the account card), so nothing is half done.
 */
export async function changePassword<T>(deps: Deps, user: AuthedUser, input: z.output<typeof api.userChangePassword.request>, alsoEnd: (tx: Db) => Promise<T>) {
  await checkPassword(deps, user.id, await passwordHashOf(deps, user.id), input.oldPassword, 'wrongOldPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const { ended, also } = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date(deps.now() * 1000) }).where(eq(users.id, user.id));
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
    return { ended: gone, also: await alsoEnd(tx as unknown as Db) };
  });
  // After the commit, as in sign-up: a lookup racing the transaction cannot keep an ended token in the cache.
  forgetSessions(deps);
  return { signedOut: ended.length, also };
}

/**
 * The sign-in limits as they stand for this account and address, without counting a try. The counters exist for
 * unknown accounts alike, so nothing here tells whether the account exists.
 */
export async function loginBefore(deps: Deps, account: string, ip: string) {
  const { loginLimitPerAccount: perAccount, loginLimitPerIp: perIp } = deps.config;
  const [accountTries, ipTries] = await Promise.all([deps.kv.count(loginKeys.account(account)), deps.kv.count(loginKeys.ip(ip))]);
  const waits = await Promise.all([
    accountTries >= perAccount ? deps.kv.secondsLeft(loginKeys.account(account)) : 0,
    ipTries >= perIp ? deps.kv.secondsLeft(loginKeys.ip(ip)) : 0,
  ]);
  const lockedForSeconds = Math.max(...waits);
  return { lockedForSeconds, attemptsLeft: lockedForSeconds > 0 ? 0 : Math.max(0, Math.min(perAccount - accountTries, perIp - ipTries)) };
}
