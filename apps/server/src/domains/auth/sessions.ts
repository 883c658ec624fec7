/** Tokens: 256 random bits, handed out once, stored only as their SHA-256. */
import { randomBytes, sha256Hex, toBase64Url, type UserInfo } from '@md/contract';
import { and, eq, gt } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedUser } from '../../plugins/auth.ts';

type UserRow = typeof users.$inferSelect;

export async function createSession(deps: Pick<Deps, 'config' | 'now'>, db: Db, userId: number, devId: string | null) {
  const token = toBase64Url(randomBytes(32));
  const expiresAt = new Date((deps.now() + deps.config.sessionDays * 86_400) * 1000);
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId, devId, expiresAt });
  return token;
}

export async function findSessionUser(deps: Deps, token: string): Promise<AuthedUser | null> {
  const [row] = await deps.db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, new Date(deps.now() * 1000))))
    .limit(1);
  if (!row) return null;
  return { ...pickUser(row.user), sessionId: row.sessionId };
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export function pickUser(row: UserRow): Omit<AuthedUser, 'sessionId'> {
  return {
    id: row.id,
    uuid: row.uuid,
    account: row.account,
    mobile: row.mobile,
    nickname: row.nickname,
    avatar: row.avatar,
    createdAt: row.createdAt,
    registered: Boolean(row.account || row.mobile),
  };
}

export function toUserInfo(user: Omit<AuthedUser, 'sessionId'>): UserInfo {
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
