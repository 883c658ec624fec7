import { Code, fromBase64Url, fromUtf8, text, type MessageKey, type api } from '@md/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { devices, sessions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest, isUniqueViolation, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, forgetSessions } from './sessions.ts';
import { pickUser, toUserInfo, type AuthedUser, type UserProfile } from './user.ts';

const LOGIN_WINDOW_SECONDS = 15 * 60;

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

async function newGuestUser(deps: Deps) {
  const [user] = await deps.db.insert(users).values({ nickname: guestNickname() }).returning();
  return user;
}

/** The device's guest user, created on its first visit; a device whose guest signed up gets a fresh guest. */
export async function guestLogin(deps: Deps, input: z.output<typeof api.loginGuest.request>, systemType: string) {
  const aff = parseAffCode(input.affCode);
  for (let attempt = 0; attempt < 2; attempt++) {
    const [device] = await deps.db
      .select({ device: devices, user: users })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.guestUserId))
      .where(eq(devices.devId, input.devID))
      .limit(1);
    let user = device?.user;
    if (device && pickUser(device.user).registered) {
      user = await newGuestUser(deps);
      await deps.db.update(devices).set({ guestUserId: user.id }).where(eq(devices.id, device.device.id));
    }
    if (device) {
      await deps.db.update(devices).set({ lastSeenAt: new Date(), systemType }).where(eq(devices.id, device.device.id));
    } else {
      try {
        user = await deps.db.transaction(async (tx) => {
          const [created] = await tx.insert(users).values({ nickname: guestNickname() }).returning();
          await tx.insert(devices).values({ devId: input.devID, guestUserId: created.id, systemType, affDc: aff.dc, affPc: aff.pc });
          return created;
        });
      } catch (error) {
        // Another request registered this device at the same moment: use theirs.
        if (isUniqueViolation(error) && attempt === 0) continue;
        throw error;
      }
    }
    const token = await createSession(deps, deps.db, user!.id, input.devID);
    return { token, userInfo: toUserInfo(pickUser(user!)) };
  }
  throw new Error('unreachable');
}

async function limit(deps: Deps, key: string, max: number, tip: MessageKey) {
  const count = await deps.kv.increment(key, LOGIN_WINDOW_SECONDS);
  if (count > max) throw tooManyRequests(tip);
}

export async function officialLogin(deps: Deps, input: z.output<typeof api.loginOfficial.request>, ip: string, devId: string | null) {
  const accountKey = input.account.toLowerCase();
  await limit(deps, `login:ip:${ip}`, deps.config.loginLimitPerIp, 'tooManyLogins');
  const failures = `login:fail:${accountKey}`;
  const [user] = await deps.db.select().from(users).where(eq(sql`lower(${users.account})`, accountKey)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!ok || !user) {
    await limit(deps, failures, deps.config.loginLimitPerAccount, 'tooManyLogins');
    throw new ApiError(200, Code.wrongCredentials, 'wrongCredentials');
  }
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
  await limit(deps, `signup:ip:${ip}`, deps.config.loginLimitPerIp, 'tooManyRequests');
  const taken = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.account})`, input.account.toLowerCase()))
    .limit(1);
  if (taken.length > 0) throw new ApiError(200, Code.accountTaken, 'accountTaken');
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await deps.db.transaction(async (tx) => {
      let user;
      if (caller && !caller.registered) {
        [user] = await tx
          .update(users)
          .set({ account: input.account, passwordHash, nickname: input.account, updatedAt: new Date() })
          .where(eq(users.id, caller.id))
          .returning();
        await tx.delete(sessions).where(eq(sessions.userId, caller.id));
      } else {
        [user] = await tx.insert(users).values({ account: input.account, passwordHash, nickname: input.account }).returning();
      }
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

/** The public face of users (name and avatar) by id, for what they wrote (comments). */
export async function authorsById(deps: Deps, ids: number[]) {
  if (ids.length === 0) return new Map<number, Author>();
  const rows = await deps.db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export type Author = Pick<UserProfile, 'id' | 'nickname' | 'avatar'>;

// The rest of the auth domain's public entry: sessions for the auth plugin and the user domain, the user shape.
export { findSessionUser, revokeSession } from './sessions.ts';
export { toUserInfo, type AuthedUser, type UserProfile } from './user.ts';
