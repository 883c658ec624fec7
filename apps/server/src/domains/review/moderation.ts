/** Operators' decisions on reviews (npm run ops): each one changes the review and writes an audit row, together. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordOperatorAction } from '../../lib/operator-audit.ts';
import { notifyReviewDecision } from '../message/service.ts';
import { reviewAudit, reviews } from '../../db/schema/index.ts';
import { statusCode, statusOf } from './cards.ts';

export interface ReviewOperator {
  /** Who acts: the OS user or --by. */
  by: string;
  now: Date;
}

/** The queue: pending reviews, oldest first. */
export function pendingReviews(db: Db, limit = 100) {
  return db
    .select({ id: reviews.id, userId: reviews.userId, subjectType: reviews.subjectType, subjectId: reviews.subjectId, rating: reviews.rating, title: reviews.title, images: reviews.images, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.status, statusCode('pending')))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
}

async function decide(db: Db, id: number, action: 'approve' | 'reject', reason: string | null, operator: ReviewOperator) {
  return db.transaction(async (tx) => {
    const status = statusCode(action === 'approve' ? 'approved' : 'rejected');
    const [row] = await tx
      .update(reviews)
      .set({ status, rejectReason: reason, reviewedAt: operator.now })
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id, status: reviews.status, userId: reviews.userId, title: reviews.title });
    if (!row) return null;
    await notifyReviewDecision(tx as unknown as Db, { reviewId: id, authorId: row.userId, approved: action === 'approve', reason, subject: row.title });
    await tx.insert(reviewAudit).values({ reviewId: id, action, reason, operator: operator.by, createdAt: operator.now });
    await recordOperatorAction(tx, { actor: operator.by, action: `${action}-review`, targetType: 'review', targetId: id, reason, at: operator.now });
    return { id: row.id, status: statusOf(row.status) };
  });
}

/** Approves review `id` (pending or rejected): everyone sees it, and it counts in its subject's average. */
export function approveReview(db: Db, id: number, operator: ReviewOperator) {
  return decide(db, id, 'approve', null, operator);
}

/** Rejects review `id` with a reason its author reads. Null when there is no such review. */
export function rejectReview(db: Db, id: number, reason: string, operator: ReviewOperator) {
  const trimmed = reason.trim();
  if (!trimmed) throw new Error('a rejection needs a reason');
  return decide(db, id, 'reject', trimmed, operator);
}

export function reviewAuditOf(db: Db, id: number) {
  return db.select().from(reviewAudit).where(eq(reviewAudit.reviewId, id)).orderBy(asc(reviewAudit.id));
}
