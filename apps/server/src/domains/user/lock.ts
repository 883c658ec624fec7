/**
 * The privacy lock (锁屏密码): a 4–6 digit code hashed like a password. Wrong codes are counted per session before
 * the code is checked (parallel guesses cannot slip past the count); the LOCK_WRONG_TRIES_MAXth wrong code in a row
 * revokes the session, which signs the device out. A right code clears the count.
 */
import { Code, LOCK_WRONG_TRIES_MAX, type api } from '@md/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { lockCodes } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { hashSecret, revokeSession, verifySecret, type AuthedUser } from '../auth/service.ts';

/** How long wrong tries are remembered: long enough that waiting does not reset a guesser's count. */
const TRIES_WINDOW_SECONDS = 24 * 3600;

const triesKey = (user: AuthedUser) => `lock:tries:${user.sessionId}`;

async function storedHash(deps: Deps, userId: number) {
  const [row] = await deps.db.select({ codeHash: lockCodes.codeHash }).from(lockCodes).where(eq(lockCodes.userId, userId));
  return row?.codeHash ?? null;
}

export async function lockState(deps: Deps, user: AuthedUser) {
  return { enabled: (await storedHash(deps, user.id)) !== null };
}

/** Checks a code against the stored hash, counting a wrong one; throws 4103, or 1000 after the last try. */
async function verifyCounted(deps: Deps, user: AuthedUser, hash: string, code: string) {
  const tries = await deps.kv.increment(triesKey(user), TRIES_WINDOW_SECONDS);
  const right = tries <= LOCK_WRONG_TRIES_MAX && (await verifySecret(hash, code));
  if (right) {
    await deps.kv.reset(triesKey(user));
    return;
  }
  const left = LOCK_WRONG_TRIES_MAX - tries;
  if (left <= 0) {
    await revokeSession(deps, user.sessionId);
    throw new ApiError(200, Code.loginExpired, 'lockCodeSignedOut');
  }
  throw new ApiError(200, Code.lockCodeWrong, { key: 'lockCodeWrong', vars: { count: left } });
}

export async function checkLock(deps: Deps, user: AuthedUser, code: string) {
  const hash = await storedHash(deps, user.id);
  if (!hash) throw badRequest('lockCodeNotSet');
  await verifyCounted(deps, user, hash, code);
  return { unlocked: true as const };
}

export async function setLock(deps: Deps, user: AuthedUser, input: z.output<typeof api.userLockscreencodeSet.request>) {
  const hash = await storedHash(deps, user.id);
  if (hash) {
    if (input.oldCode === undefined) throw badRequest('lockCodeOldRequired');
    await verifyCounted(deps, user, hash, input.oldCode);
  } else if (input.code === null) {
    return { enabled: false };
  }
  if (input.code === null) {
    await deps.db.delete(lockCodes).where(eq(lockCodes.userId, user.id));
    return { enabled: false };
  }
  const codeHash = await hashSecret(input.code);
  await deps.db
    .insert(lockCodes)
    .values({ userId: user.id, codeHash })
    .onConflictDoUpdate({ target: lockCodes.userId, set: { codeHash, updatedAt: new Date() } });
  return { enabled: true };
}
