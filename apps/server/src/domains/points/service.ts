/**
 * The points ledger. A balance only moves through `movePoints`: one entry per change, with a reason, a reference
 * and an idempotency key. The account row is locked for the change, so concurrent spends are serialised and the
 * balance never goes below zero (the database's checks refuse it too); a second change with the same key returns
 * the first one's entry and moves nothing. Other domains (check-in, paid posts, works) call this, inside their own
 * transaction when the points are part of a larger write.
 */
import { Code, USER_TITLES, type PointsReason, type UserTitle, type api } from '@md/contract';
import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pointAccounts, pointEntries } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { authorsById, type AuthedUser } from '../auth/service.ts';

export type PointsReasonValue = (typeof PointsReason)[keyof typeof PointsReason];

export interface PointsChange {
  userId: number;
  /** Positive to credit, negative to spend; never zero. */
  delta: number;
  reason: PointsReasonValue;
  /** What the change is about, e.g. `checkin:2026-11-23` or `post:42`. */
  ref?: string | null;
  /** One change per user and key: a retry with the same key returns the first change. */
  key: string;
}

export interface PointsMoved {
  entryId: number;
  delta: number;
  balance: number;
  /** False when the key had been used: nothing moved this time. */
  applied: boolean;
}

export const pointsInsufficient = () => new ApiError(200, Code.pointsInsufficient, 'pointsInsufficient');

/** Moves a balance inside the caller's transaction (`tx`); throws pointsInsufficient when it cannot pay. */
export async function movePointsIn(tx: Db, change: PointsChange): Promise<PointsMoved> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`points: a change must be a non-zero integer, got ${change.delta}`);
  await tx.insert(pointAccounts).values({ userId: change.userId, balance: 0 }).onConflictDoNothing();
  // The lock first: a concurrent change of this user waits here, and then sees what the first one committed.
  const [account] = await tx.select({ balance: pointAccounts.balance }).from(pointAccounts).where(eq(pointAccounts.userId, change.userId)).for('update');
  const [done] = await tx
    .select({ id: pointEntries.id, delta: pointEntries.delta, balance: pointEntries.balance })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, change.userId), eq(pointEntries.idempotencyKey, change.key)));
  if (done) return { entryId: done.id, delta: done.delta, balance: account.balance, applied: false };
  const balance = account.balance + change.delta;
  if (balance < 0) throw pointsInsufficient();
  await tx.update(pointAccounts).set({ balance, updatedAt: new Date() }).where(eq(pointAccounts.userId, change.userId));
  const [entry] = await tx
    .insert(pointEntries)
    .values({ userId: change.userId, delta: change.delta, balance, reason: change.reason, ref: change.ref ?? null, idempotencyKey: change.key })
    .returning({ id: pointEntries.id });
  return { entryId: entry.id, delta: change.delta, balance, applied: true };
}

/** Moves a balance in a transaction of its own. */
export function movePoints(deps: Deps, change: PointsChange): Promise<PointsMoved> {
  return deps.db.transaction((tx) => movePointsIn(tx as unknown as Db, change));
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: pointAccounts.balance }).from(pointAccounts).where(eq(pointAccounts.userId, userId));
  return row?.balance ?? 0;
}

export async function scoreList(deps: Deps, user: AuthedUser, input: z.output<typeof api.userScoreList.request>) {
  const mine = eq(pointEntries.userId, user.id);
  const [[{ total }], rows, balance] = await Promise.all([
    deps.db.select({ total: count() }).from(pointEntries).where(mine),
    deps.db.select().from(pointEntries).where(mine).orderBy(desc(pointEntries.id)).limit(input.pageSize).offset(pageOffset(input)),
    balanceOf(deps.db, user.id),
  ]);
  const list = rows.map((row) => ({ id: row.id, delta: row.delta, balance: row.balance, reason: row.reason, ref: row.ref, createdAt: row.createdAt.toISOString() }));
  return { ...pageOf(input, list, total), balance };
}

/** The start of today in Asia/Shanghai, as a Date (for "earned today"). */
export function startOfShanghaiDay(nowSeconds: number, offsetSeconds: number): Date {
  const local = nowSeconds + offsetSeconds;
  return new Date((local - (local % 86_400) - offsetSeconds) * 1000);
}

/** Points earned (credits only: spending does not lower a rank), today or all time; ties by who got there first. */
export async function scoreRank(deps: Deps, user: AuthedUser | null, input: z.output<typeof api.userScoreRank.request>, dayStart: Date) {
  const earned = and(sql`${pointEntries.delta} > 0`, input.period === 'day' ? gte(pointEntries.createdAt, dayStart) : undefined);
  const points = sql<number>`cast(${sum(pointEntries.delta)} as integer)`;
  const reached = sql`max(${pointEntries.id})`;
  const rows = await deps.db
    .select({ userId: pointEntries.userId, points })
    .from(pointEntries)
    .where(earned)
    .groupBy(pointEntries.userId)
    .orderBy(desc(points), reached)
    .limit(input.limit);
  const authors = await authorsById(deps, rows.map((row) => row.userId));
  const list = rows.map((row, index) => ({
    rank: index + 1,
    userId: row.userId,
    nickname: authors.get(row.userId)?.nickname ?? '',
    avatar: authors.get(row.userId)?.avatar ?? null,
    points: row.points,
  }));
  let mine: { rank: number | null; points: number } | null = null;
  if (user) {
    const place = list.find((row) => row.userId === user.id);
    if (place) mine = { rank: place.rank, points: place.points };
    else {
      const [own] = await deps.db.select({ points }).from(pointEntries).where(and(earned, eq(pointEntries.userId, user.id)));
      mine = { rank: null, points: own?.points ?? 0 };
    }
  }
  return { list, mine };
}

/** Points earned all time (credits only) by each of these users; users without any are left out. */
export async function earnedByUsers(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: pointEntries.userId, earned: sql<number>`cast(${sum(pointEntries.delta)} as integer)` })
    .from(pointEntries)
    .where(and(inArray(pointEntries.userId, userIds), sql`${pointEntries.delta} > 0`))
    .groupBy(pointEntries.userId);
  return new Map(rows.map((row) => [row.userId, row.earned]));
}

/** The title (称号) these earned points give: the highest step of USER_TITLES reached. */
export function titleOf(earned: number): UserTitle {
  let level = 0;
  USER_TITLES.forEach((step, index) => {
    if (earned >= step.minPoints) level = index;
  });
  return { level, key: USER_TITLES[level].key };
}

export const titleLadder = () => USER_TITLES.map((step) => ({ key: step.key, minPoints: step.minPoints }));

/** Each user's title, for lists of what people wrote (comments). */
export async function titlesByUsers(db: Db, userIds: number[]): Promise<Map<number, UserTitle>> {
  const earned = await earnedByUsers(db, userIds);
  return new Map(userIds.map((id) => [id, titleOf(earned.get(id) ?? 0)]));
}

/** Points a user has earned in all (every credit, whatever was spent since): what a level is reckoned from. */
export async function earnedOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ earned: sql<string | null>`sum(${pointEntries.delta}) filter (where ${pointEntries.delta} > 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return Number(row?.earned ?? 0);
}

/** The caller's ledger entries of one reason (income: invites, works), newest first, with their sum. */
export async function incomeOf(deps: Deps, userId: number, reason: PointsReasonValue, paging: { page: number; pageSize: number }) {
  const where = and(eq(pointEntries.userId, userId), eq(pointEntries.reason, reason));
  const [[totals], rows] = await Promise.all([
    deps.db.select({ total: count(), points: sql<number>`cast(coalesce(sum(${pointEntries.delta}), 0) as integer)` }).from(pointEntries).where(where),
    deps.db.select().from(pointEntries).where(where).orderBy(desc(pointEntries.id)).limit(paging.pageSize).offset(pageOffset(paging)),
  ]);
  const list = rows.map((row) => ({ id: row.id, points: row.delta, ref: row.ref, createdAt: row.createdAt.toISOString() }));
  return { ...pageOf(paging, list, totals.total), totalPoints: totals.points };
}

/** The points one user got for each of these refs under one reason (e.g. what each invitee earned the inviter). */
export async function pointsByRef(deps: Deps, userId: number, reason: PointsReasonValue, refs: string[]) {
  if (refs.length === 0) return new Map<string, number>();
  const rows = await deps.db
    .select({ ref: pointEntries.ref, points: sql<number>`cast(sum(${pointEntries.delta}) as integer)` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.reason, reason), inArray(pointEntries.ref, refs)))
    .groupBy(pointEntries.ref);
  return new Map(rows.map((row) => [row.ref ?? '', row.points]));
}
