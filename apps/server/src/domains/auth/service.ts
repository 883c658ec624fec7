import { Code, constantTimeEqual, fromBase64Url, fromUtf8, randomBytes, sha256Hex, text, toBase64Url, type api } from '@md/contract';
import { and, eq, inArray, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { devices, sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { screenNickname } from '../banned-word/service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { limit, loginKeys } from './limits.ts';
import { createSession, forgetSessions } from './sessions.ts';
import { pickUser, toUserInfo, type AuthedUser, type UserProfile } from './user.ts';


/** affCode is base64url(JSON {dc, pc}); anything else is refused. */
export function parseAffCode(affCode: string | undefined): { dc: string | null; pc: string | null } {
  if (!affCode) return { dc: null, pc: null };
  const refuse = () => badRequest('affCodeFormat');
  let value: unknown;
  try {
    value = JSON.parse(fromUtf8(fromBase64Url(affCode)));
  } catch {
    throw refuse();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw refuse();
  const { dc, pc, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw refuse();
  const field = (v: unknown) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string' && typeof v !== 'number') throw refuse();
    const s = String(v);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(s)) throw refuse();
    return s;
  };
  return { dc: field(dc), pc: field(pc) };
}

/** Stored once and shown to everyone, so it is written in the site's default language. */
function guestNickname() {
  return text('zh-CN', 'guestName', { number: Math.floor(100000 + Math.random() * 900000) });
}

/**
 * The guest device this device id and secret name, or null. Found by the secret's SHA-256 (an index lookup on
 * 256 random bits reveals nothing to time), then compared again in constant time.
 */
async function findGuestDevice(deps: Deps, devId: string, secret: string | undefined) {
  if (!secret) return null;
  const secretHash = await sha256Hex(secret);
  const [found] = await deps.db
    .select({ device: devices, user: users })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.guestUserId))
    .where(and(eq(devices.secretHash, secretHash), eq(devices.devId, devId)))
    .limit(1);
  return found?.device.secretHash && constantTimeEqual(found.device.secretHash, secretHash) ? found : null;
}

/**
 * A device's guest user. A returning guest proves its device with the secret issued at its first guest login and
 * gets its guest back (a fresh one if that guest has since signed up). Without the secret, or with a wrong one,
 * a new guest device is made for the caller, whose secret is returned once; the device id alone (public: it
 * travels with every call) never resumes anyone's guest.
 */
export async function guestLogin(deps: Deps, input: z.output<typeof api.loginGuest.request>, systemType: string) {
  const aff = parseAffCode(input.affCode);
  const known = await findGuestDevice(deps, input.devID, input.deviceSecret);
  if (known) {
    let user = known.user;
    if (pickUser(user).registered) {
      // The device's guest became an account. Its row stays, without the secret, as that account's device (an invite
      // taken up on it earns the account nothing, decision 0090); the device goes on with a new guest in a new row,
      // which carries no share landing: only the first guest came through the link.
      const moved = await deps.db.transaction(async (tx) => {
        const [kept] = await tx
          .update(devices)
          .set({ secretHash: null })
          .where(and(eq(devices.id, known.device.id), isNotNull(devices.secretHash)))
          .returning({ id: devices.id });
        // Another sign-in on this device moved it first: its new row is found again below.
        if (!kept) return null;
        const [guest] = await tx.insert(users).values({ nickname: guestNickname() }).returning();
        await tx.insert(devices).values({ devId: input.devID, secretHash: known.device.secretHash, guestUserId: guest.id, systemType });
        return guest;
      });
      if (!moved) return guestLogin(deps, input, systemType);
      user = moved;
    } else {
      await deps.db.update(devices).set({ lastSeenAt: new Date(), systemType }).where(eq(devices.id, known.device.id));
    }
    const token = await createSession(deps, deps.db, user.id, input.devID);
    return { token, userInfo: toUserInfo(pickUser(user)) };
  }
  const deviceSecret = toBase64Url(randomBytes(32));
  const secretHash = await sha256Hex(deviceSecret);
  const user = await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values({ nickname: guestNickname() }).returning();
    await tx.insert(devices).values({ devId: input.devID, secretHash, guestUserId: created.id, systemType, affDc: aff.dc, affPc: aff.pc });
    return created;
  });
  const token = await createSession(deps, deps.db, user.id, input.devID);
  return { token, userInfo: toUserInfo(pickUser(user)), deviceSecret };
}

/**
 * Sign-in. Every attempt on an account is counted before its password is checked (so parallel guesses cannot
 * slip past the count), and a sign-in clears the count: once an account's count reaches the limit, every sign-in
 * to it is refused the same way until the window ends, whatever the password, so the answer never tells a right
 * guess from a wrong one. Unknown accounts are counted alike.
 */
export async function officialLogin(deps: Deps, input: z.output<typeof api.loginOfficial.request>, ip: string, devId: string | null) {
  const accountKey = input.account.toLowerCase();
  await limit(deps, loginKeys.ip(ip), deps.config.loginLimitPerIp, 'tooManyLoginsRetry');
  const attempts = loginKeys.account(accountKey);
  await limit(deps, attempts, deps.config.loginLimitPerAccount, 'tooManyLoginsRetry');
  const [user] = await deps.db.select().from(users).where(eq(sql`lower(${users.account})`, accountKey)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!ok || !user) throw new ApiError(200, Code.wrongCredentials, 'wrongCredentials');
  await deps.kv.reset(attempts);
  const token = await createSession(deps, deps.db, user.id, devId);
  return { token, userInfo: toUserInfo(pickUser(user)) };
}

/** Sign-up. A guest caller becomes the new account (history kept); every old token of that user ends. */
export async function createAccount(
  deps: Deps,
  input: z.output<typeof api.loginAccountCreate.request>,
  caller: AuthedUser | null,
  ip: string,
  devId: string | null,
) {
  await limit(deps, `signup:ip:${ip}`, deps.config.loginLimitPerIp, 'tooManyRequestsRetry');
  const taken = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.account})`, input.account.toLowerCase()))
    .limit(1);
  if (taken.length > 0) throw new ApiError(200, Code.accountTaken, 'accountTaken');
  // The account name is the first nickname: the banned-word rule applies to it as to any nickname.
  const nickname = await screenNickname(deps, input.account);
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await deps.db.transaction(async (tx) => {
      let user;
      if (caller && !caller.registered) {
        // Only while the caller is still a guest: a sign-up racing this one (a second tap, another tab) may have made
        // it an account already, and that account is not renamed or given a new password; this one is then new.
        [user] = await tx
          .update(users)
          .set({ account: input.account, passwordHash, nickname, updatedAt: new Date() })
          .where(and(eq(users.id, caller.id), isNull(users.account), isNull(users.mobile)))
          .returning();
        if (user) await tx.delete(sessions).where(eq(sessions.userId, caller.id));
      }
      if (!user) [user] = await tx.insert(users).values({ account: input.account, passwordHash, nickname }).returning();
      const token = await createSession(deps, tx as unknown as Deps['db'], user.id, devId);
      return { token, userInfo: toUserInfo(pickUser(user)) };
    });
    // After the commit: a request racing the transaction cannot re-remember the guest's ended tokens.
    forgetSessions(deps);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(200, Code.accountTaken, 'accountTaken');
    throw error;
  }
}

/** The public face of users (name and avatar) by id, for what they wrote (comments) or did (messages). */
export async function authorsById(deps: Pick<Deps, 'db'>, ids: number[]) {
  if (ids.length === 0) return new Map<number, Author>();
  const rows = await deps.db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export type Author = Pick<UserProfile, 'id' | 'nickname' | 'avatar'>;

/** Whether the account `id` exists. */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** When the account `userId` was made, as a scalar subquery for another domain's statement (null: no such account). */
export const accountCreatedAt = (userId: number | Placeholder): SQL => sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`;

/**
 * A new session of an existing user on this device (an account card restore): the user's other sessions stay.
 * Null when the user no longer exists.
 */
export async function signInAs(deps: Deps, userId: number, devId: string | null, db: Db = deps.db) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const token = await createSession(deps, db, user.id, devId);
  return { token, userInfo: toUserInfo(pickUser(user)) };
}

/**
 * For a transaction that makes a way into an account (a card's sign-in, a new card): waits for a password change of
 * that user under way, and keeps one from starting until it commits. A password change updates the user's row
 * first, so the two run one after the other: what the change ends is either already there, or refused after it.
 */
export async function holdAccount(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
}

/** Whether a session is still there (read inside such a transaction: a password change may just have ended it). */
export async function sessionAlive(db: Db, sessionId: number) {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return Boolean(row);
}

/** The share parameters (dc, pc) of the landing that made this user's guest device, if any. */
export async function landingAffOf(deps: Deps, userId: number): Promise<{ dc: string | null; pc: string | null; devId: string } | null> {
  const [row] = await deps.db
    .select({ dc: devices.affDc, pc: devices.affPc, devId: devices.devId })
    .from(devices)
    .where(eq(devices.guestUserId, userId))
    .orderBy(devices.id)
    .limit(1);
  return row ?? null;
}

/**
 * Whether user `userId` has been on device `devId`: as its guest (the guest an account was made from keeps its
 * device row) or through a session still open there.
 */
export async function hasUsedDevice(deps: Deps, userId: number, devId: string): Promise<boolean> {
  const [asGuest] = await deps.db.select({ id: devices.id }).from(devices).where(and(eq(devices.guestUserId, userId), eq(devices.devId, devId))).limit(1);
  if (asGuest) return true;
  const [session] = await deps.db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId), eq(sessions.devId, devId))).limit(1);
  return session !== undefined;
}

// The rest of the auth domain's public entry: sessions for the auth plugin and the user domain, the user shape.
export { findSessionUser, revokeSession } from './sessions.ts';
/** The password hash, for other secrets a person types (the privacy lock's code). */
export { hashPassword as hashSecret, verifyPassword as verifySecret } from './passwords.ts';
export { changePassword, confirmAccountPassword, loginBefore, setAvatar, updateProfile } from './profile.ts';
export { toProfileInfo, toUserInfo, type AuthedUser, type UserProfile } from './user.ts';
export { bindMobileTo, changeMobileOf, mobileTaken, phoneSession, userIdByMobile } from './mobile.ts';
