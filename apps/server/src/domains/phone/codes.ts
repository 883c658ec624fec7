/**
 * SMS codes: made, limited, stored as a keyed hash, and used up once (decision 0035). Times come from deps.now()
 * so tests can move the clock. A number's sends and an address's sends are counted from the rows themselves, under
 * advisory locks of the number and the address, so parallel sends cannot slip past a limit on PostgreSQL either.
 */
import { createHmac, randomInt } from 'node:crypto';
import {
  Code,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT,
  SMS_MAX_TRIES,
  type MessageKey,
  type SmsPurpose,
} from '@md/contract';
import { and, count, desc, eq, gt, inArray, isNull, lt, max, min, sql } from 'drizzle-orm';
import { smsCodes } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';

const DAY_SECONDS = 86_400;

/** Who may use a code: its number and purpose, and for bind and change codes the user who asked for it. */
export interface CodeTarget {
  mobile: string;
  purpose: SmsPurpose;
  userId: number | null;
}

/** A refusal that says when to come back: Retry-After and the tip's {{seconds}} (as lib/errors.ts retryLater does). */
function limited(seconds: number, key: Extract<MessageKey, 'smsResendWait' | 'smsDailyLimit'>) {
  const wait = Math.max(1, Math.ceil(seconds));
  return new ApiError(429, Code.tooManyRequests, { key, vars: { seconds: wait } }, { 'retry-after': String(wait) });
}

export const codeInvalid = () => new ApiError(200, Code.smsCodeInvalid, 'smsCodeInvalid');

/**
 * The stored form of a code: HMAC-SHA256 keyed by a server-only secret (derived from MEDIA_URL_SECRET, which never
 * leaves the server), over the number, the purpose and the code. A leaked table does not give the codes back
 * (a 6-digit code's plain hash would fall to a million guesses).
 */
export function hashCode(deps: Deps, target: Pick<CodeTarget, 'mobile' | 'purpose'>, code: string) {
  const key = createHmac('sha256', deps.config.mediaUrls.secret).update('md:sms-code:v1').digest();
  return createHmac('sha256', key).update(`${target.mobile}\n${target.purpose}\n${code}`).digest('hex');
}

const at = (seconds: number) => new Date(seconds * 1000);

/** Seconds until the oldest send of a full 24-hour window leaves it. */
const untilWindowFrees = (oldest: Date | null, now: number) => (oldest ? oldest.getTime() / 1000 + DAY_SECONDS - now : DAY_SECONDS);

/**
 * Checks the limits and stores a new code for `target`; returns the code to send. A new code replaces the
 * number's earlier ones for the same purpose (only the newest is ever checked).
 */
export async function issueCode(deps: Deps, target: CodeTarget, ip: string): Promise<{ id: number; code: string }> {
  const now = deps.now();
  const dayAgo = at(now - DAY_SECONDS);
  return deps.db.transaction(async (tx) => {
    // Number first, address second, in every transaction: no two of them wait on each other in a circle.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:mobile:${target.mobile}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:ip:${ip}`}))`);
    const [byMobile] = await tx
      .select({ sends: count(), last: max(smsCodes.createdAt), oldest: min(smsCodes.createdAt) })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, target.mobile), gt(smsCodes.createdAt, dayAgo)));
    const resend = deps.config.sms.resendSeconds;
    if (byMobile.last) {
      const since = now - byMobile.last.getTime() / 1000;
      if (since < resend) throw limited(resend - since, 'smsResendWait');
    }
    if (byMobile.sends >= SMS_DAILY_LIMIT) throw limited(untilWindowFrees(byMobile.oldest, now), 'smsDailyLimit');
    const [byIp] = await tx
      .select({ sends: count(), oldest: min(smsCodes.createdAt) })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, dayAgo)));
    if (byIp.sends >= SMS_DAILY_LIMIT) throw limited(untilWindowFrees(byIp.oldest, now), 'smsDailyLimit');

    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const [row] = await tx
      .insert(smsCodes)
      .values({
        mobile: target.mobile,
        purpose: target.purpose,
        userId: target.userId,
        ip,
        codeHash: hashCode(deps, target, code),
        createdAt: at(now),
        expiresAt: at(now + SMS_CODE_TTL_SECONDS),
      })
      .returning({ id: smsCodes.id });
    return { id: row.id, code };
  });
}

/** Ends a code that could not be sent: it still counts against the limits. */
export async function discardCode(deps: Deps, id: number) {
  await deps.db.update(smsCodes).set({ usedAt: at(deps.now()) }).where(eq(smsCodes.id, id));
}

/**
 * Uses up the newest code of `target` when `code` is right, in one statement: every try counts, a wrong one
 * included, and a code is used once, so of parallel tries with the right code exactly one succeeds. Returns the
 * code's row id; refuses a wrong code (with the tries left), and an expired, used, killed, missing code, a code of
 * another purpose or one asked for by another user.
 */
export async function useCode(deps: Deps, target: CodeTarget, code: string): Promise<number> {
  const now = at(deps.now());
  const newest = deps.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, target.mobile), eq(smsCodes.purpose, target.purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const owner = target.userId === null ? isNull(smsCodes.userId) : eq(smsCodes.userId, target.userId);
  const hash = hashCode(deps, target, code);
  const [row] = await deps.db
    .update(smsCodes)
    .set({
      tries: sql`${smsCodes.tries} + 1`,
      usedAt: sql`CASE WHEN ${smsCodes.codeHash} = ${hash} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(and(inArray(smsCodes.id, newest), isNull(smsCodes.usedAt), lt(smsCodes.tries, SMS_MAX_TRIES), gt(smsCodes.expiresAt, now), owner))
    .returning({ id: smsCodes.id, usedAt: smsCodes.usedAt, tries: smsCodes.tries });
  if (!row) throw codeInvalid();
  if (!row.usedAt) {
    const left = SMS_MAX_TRIES - row.tries;
    throw left > 0 ? new ApiError(200, Code.smsCodeInvalid, { key: 'smsCodeWrong', vars: { left } }) : codeInvalid();
  }
  return row.id;
}

/** Gives a used code back (its partner code in the same request was wrong): both are used, or neither. */
export async function restoreCode(deps: Deps, id: number) {
  await deps.db.update(smsCodes).set({ usedAt: null }).where(eq(smsCodes.id, id));
}
