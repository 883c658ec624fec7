/**
 * The daily check-in: once per user per calendar day in Asia/Shanghai. The day's row is the lock: two devices
 * tapping at once insert the same (user, day) and one of them finds it taken. A streak continues when yesterday
 * has a check-in; the prize comes from the ladder (CHECKIN_PRIZES) and is credited through the points ledger with
 * the day as its idempotency key, in the same transaction.
 */
import { CHECKIN_PRIZES, CHECKIN_UTC_OFFSET_SECONDS, Code, PointsReason, type api } from '@md/contract';
import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { checkins } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AuthedUser } from '../auth/service.ts';
import { notifyCheckinReward } from '../message/service.ts';
import { balanceOf, movePointsIn } from '../points/service.ts';

const DAY_SECONDS = 86_400;

/** The calendar day (YYYY-MM-DD) of a moment, in Asia/Shanghai. */
export function shanghaiDay(nowSeconds: number, daysBefore = 0): string {
  return new Date((nowSeconds + CHECKIN_UTC_OFFSET_SECONDS - daysBefore * DAY_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** Points for the n-th day of a streak (1-based); after the ladder's last day it starts again. */
export function prizeFor(streak: number): number {
  return CHECKIN_PRIZES[(streak - 1) % CHECKIN_PRIZES.length];
}

export function prizeLadder() {
  return CHECKIN_PRIZES.map((points, index) => ({ day: index + 1, points }));
}

const checkinAlready = () => new ApiError(200, Code.checkinAlready, 'checkinAlready');

async function streakOf(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db.select({ streak: checkins.streak }).from(checkins).where(and(eq(checkins.userId, userId), eq(checkins.day, day)));
  return row?.streak ?? 0;
}

export async function checkIn(deps: Deps, user: AuthedUser) {
  const now = deps.now();
  const today = shanghaiDay(now);
  const yesterday = shanghaiDay(now, 1);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const streak = (await streakOf(db, user.id, yesterday)) + 1;
    const points = prizeFor(streak);
    const inserted = await tx.insert(checkins).values({ userId: user.id, day: today, streak, points }).onConflictDoNothing().returning({ day: checkins.day });
    if (inserted.length === 0) throw checkinAlready();
    const moved = await movePointsIn(db, { userId: user.id, delta: points, reason: PointsReason.checkin, ref: `checkin:${today}`, key: `checkin:${today}` });
    await notifyCheckinReward(db, { userId: user.id, points });
    return { date: today, streak, points, balance: moved.balance };
  });
}

/** The first day of a YYYY-MM month and of the month after it. */
function monthBounds(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

export async function checkinCalendar(deps: Deps, user: AuthedUser, input: z.output<typeof api.checkinGave.request>) {
  const now = deps.now();
  const today = shanghaiDay(now);
  const month = input.month ?? today.slice(0, 7);
  const [from, to] = monthBounds(month);
  const mine = eq(checkins.userId, user.id);
  const [days, [totals], todayStreak, yesterdayStreak, balance] = await Promise.all([
    deps.db.select({ date: checkins.day, points: checkins.points, streak: checkins.streak }).from(checkins).where(and(mine, gte(checkins.day, from), lt(checkins.day, to))).orderBy(checkins.day),
    deps.db.select({ days: count(), points: sum(checkins.points) }).from(checkins).where(mine),
    streakOf(deps.db, user.id, today),
    streakOf(deps.db, user.id, shanghaiDay(now, 1)),
    balanceOf(deps.db, user.id),
  ]);
  const checkedToday = todayStreak > 0;
  const streak = checkedToday ? todayStreak : yesterdayStreak;
  return {
    month,
    today,
    checkedToday,
    streak,
    todayPoints: prizeFor(checkedToday ? todayStreak : yesterdayStreak + 1),
    totalDays: totals.days,
    totalPoints: Number(totals.points ?? 0),
    balance,
    days,
  };
}
