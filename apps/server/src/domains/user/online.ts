/**
 * Time online, from heartbeats the client sends every ONLINE_BEAT_SECONDS while its page is visible. A beat credits
 * the time since the user's previous beat of the day, at most ONLINE_BEAT_SECONDS, and nothing after a gap of more
 * than one and a half intervals (the page was hidden or closed: the first beat after it only starts the clock), so
 * the credit never exceeds the time that passed. One statement does it, so
 * parallel beats from two tabs cannot credit the same interval twice; the day's total stops at the cap.
 */
import { CHECKIN_UTC_OFFSET_SECONDS, ONLINE_BEAT_SECONDS, ONLINE_DAY_CAP_SECONDS } from '@md/contract';
import { and, eq, sql, sum } from 'drizzle-orm';
import { onlineDays } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedUser } from '../auth/service.ts';

/** The calendar day (YYYY-MM-DD) of a moment in Asia/Shanghai. */
const shanghaiDay = (nowSeconds: number) => new Date((nowSeconds + CHECKIN_UTC_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);

export async function onlineTime(deps: Deps, user: AuthedUser) {
  const day = shanghaiDay(deps.now());
  const mine = eq(onlineDays.userId, user.id);
  const [[today], [all]] = await Promise.all([
    deps.db.select({ seconds: onlineDays.seconds }).from(onlineDays).where(and(mine, eq(onlineDays.day, day))),
    deps.db.select({ total: sql<number>`cast(coalesce(${sum(onlineDays.seconds)}, 0) as integer)` }).from(onlineDays).where(mine),
  ]);
  return { day, today: today?.seconds ?? 0, total: all?.total ?? 0 };
}

export async function onlineBeat(deps: Deps, user: AuthedUser) {
  const nowSeconds = deps.now();
  const now = new Date(nowSeconds * 1000);
  const day = shanghaiDay(nowSeconds);
  const gap = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${onlineDays.lastBeatAt}))`;
  // A late timer (a busy tab) still counts: up to half an interval late, the beat credits one interval at most.
  const credit = sql`case when ${gap} > 0 and ${gap} <= ${ONLINE_BEAT_SECONDS * 1.5} then least(floor(${gap}), ${ONLINE_BEAT_SECONDS}) else 0 end`;
  await deps.db
    .insert(onlineDays)
    .values({ userId: user.id, day, seconds: 0, lastBeatAt: now })
    .onConflictDoUpdate({
      target: [onlineDays.userId, onlineDays.day],
      set: {
        seconds: sql`least(${ONLINE_DAY_CAP_SECONDS}, ${onlineDays.seconds} + cast(${credit} as integer))`,
        lastBeatAt: sql`greatest(${onlineDays.lastBeatAt}, ${now.toISOString()}::timestamptz)`,
      },
    });
  return onlineTime(deps, user);
}
