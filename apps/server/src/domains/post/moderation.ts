/** Operators' decisions on posts (npm run ops): each one changes the post and writes an audit row, together. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postAudit, posts } from '../../db/schema/index.ts';
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
      .set({ status, rejectReason: reason, reviewedAt: operator.now })
      .where(eq(posts.id, id))
      .returning({ id: posts.id, status: posts.status });
    if (!row) return null;
    await tx.insert(postAudit).values({ postId: id, action, reason, operator: operator.by, createdAt: operator.now });
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

/** The audit rows of post `id`, oldest first. */
export function auditOf(db: Db, id: number) {
  return db.select().from(postAudit).where(eq(postAudit.postId, id)).orderBy(asc(postAudit.id));
}
