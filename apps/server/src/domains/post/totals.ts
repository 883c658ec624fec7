/**
 * The square's totals without counting a million rows (decision 0047): exact up to EXACT_UP_TO, beyond that the
 * planner's estimate of the same query (as the video lists do past 50,000). Counting every approved post took
 * longer than the rest of the page at a million posts; past a thousand posts (fifty pages) nobody pages to the end, and `hasMore`
 * only needs the total to exceed the pages read.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

export const EXACT_UP_TO = 1_000;

type PlanRow = Record<string, unknown>;

/** Rows the planner expects `SELECT 1 FROM posts WHERE where` to return. */
async function plannedRows(db: Db, where: SQL): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${db.select({ one: sql`1` }).from(posts).where(where)}`)) as { rows: PlanRow[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

export async function postsTotal(db: Db, where: SQL, exactUpTo = EXACT_UP_TO): Promise<number> {
  const [capped] = await db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(posts).where(where).limit(exactUpTo).as('hits'));
  const exact = Number(capped.n);
  if (exact < exactUpTo) return exact;
  return Math.max(exactUpTo, Math.round(await plannedRows(db, where)));
}
