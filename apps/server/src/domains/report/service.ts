/**
 * Reports (举报, decision 0043): a registered user flags a post or a comment they can see; open reports make the
 * operators' queue (npm run ops -- queue) until an operator dismisses them or acts on the item. What other
 * domains and the operator command may use is exported here.
 */
import { Code, type ReportContentType, type api } from '@md/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';
import { reports } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import type { AuthedUser } from '../auth/service.ts';
import { visibleComment } from '../comment/service.ts';
import { visiblePost } from '../post/service.ts';

const OPEN = 0;
const DISMISSED = 1;
const ACTED = 2;

/** The author of the item if `viewerId` may see it, else null (a missing item and a hidden one look the same). */
async function authorOf(db: Db, type: ReportContentType, id: number, viewerId: number): Promise<number | null> {
  if (type === 'post') return (await visiblePost(db, id, viewerId))?.userId ?? null;
  return (await visibleComment(db, id, viewerId))?.userId ?? null;
}

const openReportOf = (userId: number, type: ReportContentType, id: number) =>
  and(eq(reports.userId, userId), eq(reports.contentType, type), eq(reports.itemId, id), eq(reports.status, OPEN));

export async function addReport(deps: Deps, user: AuthedUser, input: z.output<typeof api.reportAdd.request>) {
  const author = await authorOf(deps.db, input.contentType, input.id, user.id);
  if (author === null) throw notFound('notFound');
  if (author === user.id) throw new ApiError(200, Code.reportOwnItem, 'reportOwnItem');
  const where = openReportOf(user.id, input.contentType, input.id);
  const perHour = deps.config.reports.perHour;
  const text = input.text?.trim() || null;
  return deps.db.transaction(async (tx) => {
    // Looked up, counted and written under the user's lock: parallel reports of different items each saw the
    // same count and all went in; parallel repeats of one see the first.
    await lockFor(tx, LockSpace.reports, user.id);
    const [open] = await tx.select({ id: reports.id }).from(reports).where(where).limit(1);
    // A repeat is answered, not counted: the sheet may be sent twice by a double tap or a retry.
    if (open) return { id: open.id, created: false };
    if (perHour > 0) {
      const [{ recent, wait }] = await tx
        .select({ recent: count(), wait: sql<number>`coalesce(extract(epoch from min(${reports.createdAt}) + interval '1 hour' - now()), 0)::float8` })
        .from(reports)
        .where(and(eq(reports.userId, user.id), sql`${reports.createdAt} > now() - interval '1 hour'`));
      if (recent >= perHour) {
        // Every 429 says when to try again: when the oldest report of the hour leaves the window.
        const seconds = Math.max(1, Math.ceil(Number(wait)));
        throw new ApiError(429, Code.tooManyRequests, { key: 'reportTooOften', vars: { minutes: Math.ceil(seconds / 60) } }, { 'retry-after': String(seconds) });
      }
    }
    const [made] = await tx
      .insert(reports)
      .values({ userId: user.id, contentType: input.contentType, itemId: input.id, reason: input.reason, text })
      .returning({ id: reports.id });
    return { id: made.id, created: true };
  });
}

export interface ReportedItem {
  contentType: ReportContentType;
  itemId: number;
  reports: number;
  /** Each reason with how many open reports give it, most first. */
  reasons: { reason: string; count: number }[];
  reportIds: number[];
  /** The reporters' words, newest last. */
  texts: string[];
  firstAt: Date;
}

/** Items with open reports, most reported first, then oldest report first. */
export async function reportedItems(db: Db, limit = 100): Promise<ReportedItem[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.status, OPEN))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  const byItem = new Map<string, ReportedItem & { reasonCounts: Map<string, number> }>();
  for (const r of rows) {
    const key = `${r.contentType}:${r.itemId}`;
    const item = byItem.get(key) ?? {
      contentType: r.contentType as ReportContentType,
      itemId: r.itemId,
      reports: 0,
      reasons: [],
      reportIds: [],
      texts: [],
      firstAt: r.createdAt,
      reasonCounts: new Map<string, number>(),
    };
    item.reports += 1;
    item.reportIds.push(r.id);
    if (r.text) item.texts.push(r.text);
    item.reasonCounts.set(r.reason, (item.reasonCounts.get(r.reason) ?? 0) + 1);
    byItem.set(key, item);
  }
  return [...byItem.values()]
    .sort((a, b) => b.reports - a.reports || a.firstAt.getTime() - b.firstAt.getTime())
    .slice(0, limit)
    .map(({ reasonCounts, ...item }) => ({
      ...item,
      reasons: [...reasonCounts].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    }));
}

/** Closes the open reports of one item (in the caller's transaction): `acted` when the item was hidden or rejected. Their ids. */
export async function closeItemReports(db: Db, type: ReportContentType, id: number, outcome: 'dismissed' | 'acted', at: Date) {
  const rows = await db
    .update(reports)
    .set({ status: outcome === 'acted' ? ACTED : DISMISSED, closedAt: at })
    .where(and(eq(reports.contentType, type), eq(reports.itemId, id), eq(reports.status, OPEN)))
    .returning({ id: reports.id });
  return rows.map((r) => r.id);
}

/** Dismisses one open report. False when there is no open report with that id. */
export async function dismissReport(db: Db, reportId: number, at: Date) {
  const rows = await db
    .update(reports)
    .set({ status: DISMISSED, closedAt: at })
    .where(and(eq(reports.id, reportId), eq(reports.status, OPEN)))
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** The reports' states by id (tests and the operator's answer). */
export async function reportStates(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, 'open' | 'dismissed' | 'acted'>();
  const rows = await db.select({ id: reports.id, status: reports.status }).from(reports).where(inArray(reports.id, ids));
  return new Map(rows.map((r) => [r.id, r.status === OPEN ? 'open' : r.status === DISMISSED ? 'dismissed' : 'acted'] as const));
}
