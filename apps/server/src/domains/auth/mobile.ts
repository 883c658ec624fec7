/**
 * Accounts by mobile number (E.164, checked by the phone domain's codes before any of these runs): find, bind,
 * change, and the sign-in or sign-up of login/phone. The users table is this domain's; the phone domain calls these.
 */
import { Code, text, type UserInfo } from '@md/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, isUniqueViolation } from '../../lib/errors.ts';
import { createSession, forgetSessions } from './sessions.ts';
import { pickUser, toUserInfo, type AuthedUser } from './user.ts';

export const mobileTaken = () => new ApiError(200, Code.mobileTaken, 'mobileTaken');

/** The id of the account holding this number, or null. */
export async function userIdByMobile(deps: Deps, mobile: string): Promise<number | null> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row?.id ?? null;
}

/** Stored once and shown to everyone, so in the site's default language: the number's last four digits. */
function mobileNickname(mobile: string) {
  return text('zh-CN', 'mobileNickname', { tail: mobile.slice(-4) });
}

/**
 * Binds a number to a user who has none (a guest becomes registered), only while the user's password is still the one
 * checked (`passwordHash`, null for none): a password changed or set in between (a sign-up of the guest, a change that
 * ended this session) refuses the bind as an ended session.
 */
export async function bindMobileTo(deps: Deps, userId: number, mobile: string, passwordHash: string | null): Promise<UserInfo> {
  try {
    const samePassword = passwordHash === null ? isNull(users.passwordHash) : eq(users.passwordHash, passwordHash);
    const [user] = await deps.db
      .update(users)
      .set({ mobile, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.mobile), samePassword))
      .returning();
    if (!user) {
      const [now] = await deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1);
      if (now?.mobile) throw new ApiError(200, Code.mobileState, 'mobileAlreadyBound');
      throw new ApiError(200, Code.loginExpired, 'loginExpired');
    }
    forgetSessions(deps);
    return toUserInfo(pickUser(user));
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

/** Moves a user from `from` to `to`; refused when the user's number is no longer `from`. */
export async function changeMobileOf(deps: Deps, userId: number, from: string, to: string): Promise<UserInfo> {
  try {
    const [user] = await deps.db
      .update(users)
      .set({ mobile: to, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.mobile, from)))
      .returning();
    if (!user) throw new ApiError(200, Code.mobileState, 'mobileOldWrong');
    forgetSessions(deps);
    return toUserInfo(pickUser(user));
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

/**
 * login/phone after its code was used: the number's account signs in; a new number signs up. A guest caller who
 * signs up becomes that account in place (history kept, its tokens end), as login/account/create does; signing in
 * to an existing account leaves the guest as it is, as login/official does.
 */
export async function phoneSession(deps: Deps, mobile: string, caller: AuthedUser | null, devId: string | null) {
  const existing = await userIdByMobile(deps, mobile);
  if (existing !== null) return signIn(deps, existing, devId);
  try {
    const made = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Deps['db'];
      let user;
      if (caller && !caller.registered) {
        [user] = await tx
          .update(users)
          .set({ mobile, nickname: mobileNickname(mobile), updatedAt: new Date() })
          .where(and(eq(users.id, caller.id), isNull(users.mobile), isNull(users.account)))
          .returning();
        if (user) await tx.delete(sessions).where(eq(sessions.userId, caller.id));
      }
      if (!user) [user] = await tx.insert(users).values({ mobile, nickname: mobileNickname(mobile) }).returning();
      const token = await createSession(deps, db, user.id, devId);
      return { token, userInfo: toUserInfo(pickUser(user)), created: true };
    });
    forgetSessions(deps);
    return made;
  } catch (error) {
    // Another request signed the number up meanwhile: sign in to that account.
    if (!isUniqueViolation(error)) throw error;
    const winner = await userIdByMobile(deps, mobile);
    if (winner === null) throw error;
    return signIn(deps, winner, devId);
  }
}

async function signIn(deps: Deps, userId: number, devId: string | null) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const token = await createSession(deps, deps.db, user.id, devId);
  return { token, userInfo: toUserInfo(pickUser(user)), created: false };
}
