/** Tokens: 256 random bits, handed out once, stored only as their SHA-256. */
import { randomBytes, sha256Hex, toBase64Url } from '@md/contract';
import { and, eq, gt } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { pickUser, type AuthedUser } from './user.ts';

export async function createSession(deps: Pick<Deps, 'config' | 'now'>, db: Db, userId: number, devId: string | null) {
  const token = toBase64Url(randomBytes(32));
  const expiresAt = new Date((deps.now() + deps.config.sessionDays * 86_400) * 1000);
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId, devId, expiresAt });
  return token;
}

type CachedSession = { user: AuthedUser; expiresAt: number } | null;

/**
 * Who holds a token, remembered for a few seconds (SESSION_CACHE_SECONDS) so authenticated reads do not query the
 * database each time. Revocations in this process forget everything at once; another process may honour a
 * revoked token for at most that many seconds.
 */
class SessionCache {
  /** lru-cache holds no null: an unknown token is remembered as { found: null }. */
  readonly entries: LRUCache<string, { found: CachedSession }>;
  /** Moves on with every revocation: a lookup that started before one is not remembered. */
  revocations = 0;

  constructor(ttlMs: number) {
    this.entries = new LRUCache({ max: 10_000, ttl: ttlMs });
  }
}

const sessionCaches = new WeakMap<Deps, SessionCache>();
function sessionCache(deps: Deps) {
  let cache = sessionCaches.get(deps);
  if (!cache) {
    cache = new SessionCache(deps.config.sessionCacheSeconds * 1000);
    sessionCaches.set(deps, cache);
  }
  return cache;
}

export function forgetSessions(deps: Deps) {
  const cache = sessionCaches.get(deps);
  if (!cache) return;
  cache.entries.clear();
  cache.revocations++;
}

async function cachedLookup(cache: SessionCache, tokenHash: string, load: () => Promise<CachedSession>) {
  const hit = cache.entries.get(tokenHash);
  if (hit) return hit.found;
  const revocations = cache.revocations;
  const found = await load();
  if (cache.revocations === revocations) cache.entries.set(tokenHash, { found });
  return found;
}

export async function findSessionUser(deps: Deps, token: string): Promise<AuthedUser | null> {
  const tokenHash = await sha256Hex(token);
  const load = async (): Promise<CachedSession> => {
    const [row] = await deps.db
      .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(deps.now() * 1000))))
      .limit(1);
    return row ? { user: { ...pickUser(row.user), sessionId: row.sessionId }, expiresAt: row.expiresAt.getTime() / 1000 } : null;
  };
  const found = deps.config.sessionCacheSeconds > 0 ? await cachedLookup(sessionCache(deps), tokenHash, load) : await load();
  return found && found.expiresAt > deps.now() ? found.user : null;
}

export async function revokeSession(deps: Deps, sessionId: number) {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSessions(deps);
}
