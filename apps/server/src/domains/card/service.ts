/**
 * Account credential cards (身份卡): a signed, expiring, revocable credential that restores an account on another
 * device. The credential is `MDC1.<expiry, base36 seconds>.<256 random bits>.<HMAC>`: the signature refuses a
 * forged or mistyped card without a database read and binds the expiry; the stored SHA-256 makes it revocable.
 * Decision 0036.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CARD_DAYS, CARD_RESTORE_LIMIT, CARD_RESTORE_WINDOW_SECONDS, Code, randomBytes, sha256Hex, toBase64Url } from '@md/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { accountCards } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, isUniqueViolation, retryLater } from '../../lib/errors.ts';
import { qrImage } from '../../lib/qr-image.ts';
import { holdAccount, sessionAlive, signInAs, type AuthedUser } from '../auth/service.ts';

const PREFIX = 'MDC1';
const FORMAT = /^MDC1\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

const cardInvalid = () => new ApiError(200, Code.cardInvalid, 'cardInvalid');

/** The card key: derived from the server-only media URL secret, kept apart from it by its label. */
function cardKey(deps: Deps) {
  return createHmac('sha256', deps.config.mediaUrls.secret).update('account-card/v1').digest();
}

function signature(deps: Deps, body: string) {
  return createHmac('sha256', cardKey(deps)).update(body).digest().subarray(0, 16).toString('base64url');
}

const stateOf = (row: typeof accountCards.$inferSelect) => ({ id: row.id, issuedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() });

/** The caller's card that still works, if any. */
export async function activeCard(deps: Deps, user: AuthedUser) {
  const [row] = await deps.db
    .select()
    .from(accountCards)
    .where(and(eq(accountCards.userId, user.id), isNull(accountCards.revokedAt)))
    .limit(1);
  return row && row.expiresAt.getTime() > deps.now() * 1000 ? stateOf(row) : null;
}

/** Ends the user's cards (in `db`, a transaction of the caller's if given); says whether one was still in force. */
export async function revokeCards(deps: Deps, user: Pick<AuthedUser, 'id'>, db: Db = deps.db): Promise<boolean> {
  const now = new Date(deps.now() * 1000);
  const ended = await db
    .update(accountCards)
    .set({ revokedAt: now })
    .where(and(eq(accountCards.userId, user.id), isNull(accountCards.revokedAt)))
    .returning({ expiresAt: accountCards.expiresAt });
  return ended.some((card) => card.expiresAt > now);
}

/** A new card for the caller; every earlier card of theirs ends. Answered once: only its hash is kept. */
export async function issueCard(deps: Deps, user: AuthedUser) {
  const now = deps.now();
  const expiry = now + ACCOUNT_CARD_DAYS * 86_400;
  const body = `${PREFIX}.${expiry.toString(36)}.${toBase64Url(randomBytes(32))}`;
  const credential = `${body}.${signature(deps, body)}`;
  const credentialHash = await sha256Hex(credential);
  const insert = () =>
    deps.db.transaction(async (tx) => {
      // A password change of the user under way finishes first; if it ended the caller's session, no card.
      await holdAccount(tx as unknown as Db, user.id);
      if (!(await sessionAlive(tx as unknown as Db, user.sessionId))) throw new ApiError(200, Code.loginExpired, 'loginExpired');
      await tx.update(accountCards).set({ revokedAt: new Date(now * 1000) }).where(and(eq(accountCards.userId, user.id), isNull(accountCards.revokedAt)));
      const [row] = await tx.insert(accountCards).values({ userId: user.id, credentialHash, createdAt: new Date(now * 1000), expiresAt: new Date(expiry * 1000) }).returning();
      return row;
    });
  let row;
  try {
    row = await insert();
  } catch (error) {
    // Another issue of this user committed in between: this one replaces it.
    if (!isUniqueViolation(error)) throw error;
    row = await insert();
  }
  return { card: stateOf(row), credential, qrImage: await qrImage(credential) };
}

/**
 * Signs in as the card's owner on this device. Every attempt counts against the address's limit first, so
 * guessing is slow; a forged card is refused before the database is read.
 */
export async function restoreWithCard(deps: Deps, credential: string, ip: string, devId: string | null) {
  const limitKey = `card:ip:${ip}`;
  if ((await deps.kv.increment(limitKey, CARD_RESTORE_WINDOW_SECONDS)) > CARD_RESTORE_LIMIT) {
    throw retryLater((await deps.kv.secondsLeft(limitKey)) || CARD_RESTORE_WINDOW_SECONDS);
  }
  const match = FORMAT.exec(credential);
  if (!match) throw cardInvalid();
  const body = credential.slice(0, credential.lastIndexOf('.'));
  const expected = Buffer.from(signature(deps, body));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw cardInvalid();
  if (parseInt(match[1], 36) <= deps.now()) throw new ApiError(200, Code.cardExpired, 'cardExpired');
  const credentialHash = await sha256Hex(credential);
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [found] = await tx.select({ userId: accountCards.userId }).from(accountCards).where(eq(accountCards.credentialHash, credentialHash)).limit(1);
    if (!found) throw cardInvalid();
    // Read again once a password change of the owner under way has finished: it may have revoked this card.
    await holdAccount(tx, found.userId);
    const [row] = await tx.select().from(accountCards).where(eq(accountCards.credentialHash, credentialHash)).limit(1);
    if (!row) throw cardInvalid();
    if (row.revokedAt) throw new ApiError(200, Code.cardRevoked, 'cardRevoked');
    if (row.expiresAt.getTime() <= deps.now() * 1000) throw new ApiError(200, Code.cardExpired, 'cardExpired');
    const session = await signInAs(deps, row.userId, devId, tx);
    if (!session) throw cardInvalid();
    return session;
  });
}
