/**
 * Operators' decisions on posts (npm run ops): each one changes the post and writes its audit rows, together: the post's
 * own history (post_audit) and the operators' audit every action shares (operator_audit, decision 0043).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postAudit, posts } from '../../db/schema/index.ts';
import { recordOperatorAction } from '../../lib/operator-audit.ts';
import { notifyPostDecision } from '../message/service.ts';
import { statusCode, statusOf } from './cards.ts';

export interface Operator {
  /** Who acts: the OS user or --by. */
  by: string;
  now: Date;
}

/** The queue: pending posts, oldest first. */
export async function pendingPosts(db: Db, limit = 100) {
  const rows = await db
    .select({ id: posts.id, userId: posts.userId, text: posts.text, images: posts.images, price: posts.price, createdAt: posts.createdAt })
    .from(posts)
    .where(eq(posts.status, statusCode('pending')))
    .orderBy(asc(posts.createdAt), asc(posts.id))
    .limit(limit);
  return rows;
}

async function decide(db: Db, id: number, action: 'approve' | 'reject', reason: string | null, operator: Operator) {
  return db.transaction(async (tx) => {
    const status = statusCode(action === 'approve' ? 'approved' : 'rejected');
    const [row] = await tx
      .update(posts)
      // The first approval starts the post's last-reply time (the discussion board's order, decision 0044).
      .set({
        status,
        rejectReason: reason,
        reviewedAt: operator.now,
        ...(action === 'approve' ? { lastReplyAt: sql`coalesce(${posts.lastReplyAt}, ${operator.now.toISOString()}::timestamptz)` } : {}),
      })
      .where(eq(posts.id, id))
      .returning({ id: posts.id, status: posts.status, userId: posts.userId, text: posts.text });
    if (!row) return null;
    await tx.insert(postAudit).values({ postId: id, action, reason, operator: operator.by, createdAt: operator.now });
    await recordOperatorAction(tx as unknown as Db, { actor: operator.by, action, targetType: 'post', targetId: id, reason, at: operator.now });
    await notifyPostDecision(tx as unknown as Db, { postId: id, authorId: row.userId, approved: action === 'approve', reason, subject: row.text });
    return { id: row.id, status: statusOf(row.status) };
  });
}

/** Approves post `id` (pending or rejected): everyone sees it from now. Null when there is no such post. */
export function approvePost(db: Db, id: number, operator: Operator) {
  return decide(db, id, 'approve', null, operator);
}

/** Rejects post `id` with a reason its author reads; nobody else sees it any more. Null when there is no such post. */
export function rejectPost(db: Db, id: number, reason: string, operator: Operator) {
  const trimmed = reason.trim();
  if (!trimmed) throw new Error('a rejection needs a reason');
  return decide(db, id, 'reject', trimmed, operator);
}

export type PinOutcome = 'done' | 'missing' | 'notThread';

/**
 * Pins thread `id` to the top of /discuss (`pinned` true; pinning again moves it to the top) or unpins it, with its
 * audit row. Only threads are pinned: a square post answers 'notThread'.
 */
export async function pinThread(db: Db, id: number, pinned: boolean, operator: Operator): Promise<PinOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ kind: posts.kind }).from(posts).where(eq(posts.id, id)).limit(1);
    if (!row) return 'missing';
    if (row.kind !== 'thread') return 'notThread';
    await tx
      .update(posts)
      .set({ pinnedAt: pinned ? operator.now : null })
      .where(and(eq(posts.id, id), eq(posts.kind, 'thread')));
    await tx.insert(postAudit).values({ postId: id, action: pinned ? 'pin' : 'unpin', reason: null, operator: operator.by, createdAt: operator.now });
    await recordOperatorAction(tx as unknown as Db, { actor: operator.by, action: pinned ? 'pin' : 'unpin', targetType: 'post', targetId: id, at: operator.now });
    return 'done';
  });
}

/** The audit rows of post `id`, oldest first. */
export function auditOf(db: Db, id: number) {
  return db.select().from(postAudit).where(eq(postAudit.postId, id)).orderBy(asc(postAudit.id));
}

/** What the operators' queue shows of these posts (any state), by id. */
export async function postsForQueue(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { userId: number; text: string; status: ReturnType<typeof statusOf> }>();
  const rows = await db.select({ id: posts.id, userId: posts.userId, text: posts.text, status: posts.status }).from(posts).where(inArray(posts.id, ids));
  return new Map(rows.map((r) => [r.id, { userId: r.userId, text: r.text, status: statusOf(r.status) }]));
}
