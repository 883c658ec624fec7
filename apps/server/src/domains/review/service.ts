/**
 * Reviews (测评, decision 0049): publishing, the feed, one review, a subject's summary, the author's own list,
 * support and oppose. Other domains may use `visibleReview` and `moveReviewComments`; operators' actions are in
 * moderation.ts (npm run ops through ops-command.ts).
 */
import { Code, CommentContentType, ContentType, REVIEW_BEST_COUNT, type api } from '@md/contract';
import { and, avg, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { reviewAttitudes, reviewTagLinks, reviews } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { bannedWordMode, screenText } from '../banned-word/service.ts';
import { claimUpload } from '../upload/service.ts';
import { postTagsById } from '../post/service.ts';
import { cardsOf, statusCode, statusOf, subjectCode, subjectInfo, subjectShown, type ReviewRow } from './cards.ts';
import { notifySupport } from '../message/service.ts';
import { isCollected } from '../collect/service.ts';
import { countsAsView } from '../../lib/views.ts';

const APPROVED = statusCode('approved');
const ATTITUDE = { support: 1, oppose: -1 } as const;
const attitudeName = (value: number): 'support' | 'oppose' | null => (value === 1 ? 'support' : value === -1 ? 'oppose' : null);

const alreadyWritten = () => new ApiError(200, Code.reviewAlreadyWritten, 'reviewAlreadyWritten');

/** Screens a text: refused in refuse mode, masked otherwise. */
async function screened(deps: Deps, text: string) {
  const result = await screenText(deps, text);
  if (result.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'reviewBannedWord');
  return result.masked;
}

export async function publishReview(deps: Deps, user: AuthedUser, input: z.output<typeof api.reviewPublish.request>) {
  const subjectType = subjectCode(input.subjectType);
  if (!(await subjectInfo(deps.db, input.subjectType, input.subjectId))) throw notFound('reviewSubjectNotFound');
  const [existing] = await deps.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, user.id), eq(reviews.subjectType, subjectType), eq(reviews.subjectId, input.subjectId)))
    .limit(1);
  if (existing) throw alreadyWritten();
  const tagIds = [...new Set(input.tagIds)];
  const images = [...new Set(input.images)];
  if (tagIds.length > 0) {
    const known = await postTagsById(deps.db, tagIds);
    if (known.length !== tagIds.length) throw new ApiError(200, Code.badRequest, 'reviewTagUnknown');
  }
  const title = await screened(deps, input.title);
  const text = await screened(deps, input.text);
  for (const image of images) {
    if (!(await claimUpload(deps, user.id, image))) throw new ApiError(200, Code.badRequest, 'reviewImageNotUploaded');
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({ userId: user.id, subjectType, subjectId: input.subjectId, rating: input.rating, title, text, images })
        .returning({ id: reviews.id, status: reviews.status });
      if (tagIds.length > 0) await tx.insert(reviewTagLinks).values(tagIds.map((tagId) => ({ reviewId: row.id, tagId })));
      return row;
    });
    return { id: row.id, status: statusOf(row.status) };
  } catch (error) {
    // Two sends at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw alreadyWritten();
    throw error;
  }
}

/** The review if `viewerId` may see it: approved, or their own; and of a subject that can be shown (`subjectShown`). */
export async function visibleReview(db: Db, id: number, viewerId: number | null): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.id, id), subjectShown)).limit(1);
  if (!row) return null;
  return row.status === APPROVED || row.userId === viewerId ? row : null;
}

/** Whether anyone may see review `id` (approved): what the comment domain attaches comments to. */
export async function reviewIsPublic(db: Db, id: number) {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.id, id), eq(reviews.status, APPROVED), subjectShown)).limit(1);
  return Boolean(row);
}

export async function reviewAuthor(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, id)).limit(1);
  return row?.userId ?? null;
}

/** Counts a comment added (+1) or removed (-1) on a review, in the caller's transaction. */
export async function moveReviewComments(db: Db, id: number, delta: number) {
  await db.update(reviews).set({ comments: sql`greatest(${reviews.comments} + ${delta}, 0)` }).where(eq(reviews.id, id));
}

async function attitudeOf(db: Db, viewerId: number | null, id: number) {
  if (viewerId === null) return null;
  const [row] = await db
    .select({ attitude: reviewAttitudes.attitude })
    .from(reviewAttitudes)
    .where(and(eq(reviewAttitudes.userId, viewerId), eq(reviewAttitudes.reviewId, id)))
    .limit(1);
  return attitudeName(row?.attitude ?? 0);
}

export async function reviewDetail(deps: Deps, viewer: AuthedUser | null, id: number) {
  const viewerId = viewer?.id ?? null;
  const row = await visibleReview(deps.db, id, viewerId);
  if (!row) throw notFound('reviewNotFound');
  const own = row.userId === viewerId;
  const counted = !own && (await countsAsView(deps.kv, 'review', id, viewerId));
  if (counted) await deps.db.update(reviews).set({ views: sql`${reviews.views} + 1` }).where(eq(reviews.id, id));
  const [[card], attitude, collected] = await Promise.all([
    cardsOf(deps, [{ ...row, views: row.views + (counted ? 1 : 0) }]),
    attitudeOf(deps.db, viewerId, id),
    isCollected(deps, viewer, ContentType.review, id),
  ]);
  if (!card) throw notFound('reviewNotFound');
  return { ...card, own: own ? { status: statusOf(row.status), rejectReason: row.rejectReason } : null, attitude, collected };
}

/** The ids of the reviews `viewerId` may see, as a subquery: what visibleReview allows. */
export const visibleReviewIds = (viewerId: number): SQL =>
  sql`(select ${reviews.id} from ${reviews} where (${reviews.status} = ${APPROVED} or ${reviews.userId} = ${viewerId}) and ${subjectShown})`;

/** The cards of the reviews `viewerId` may see among `ids`, in the order of `ids` (a collection's page). */
export async function visibleReviewCards(deps: Deps, ids: number[], viewerId: number) {
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(reviews).where(inArray(reviews.id, ids));
  const seen = rows.filter((r) => r.status === APPROVED || r.userId === viewerId);
  const cards = new Map((await cardsOf(deps, seen)).map((c) => [c.id, c]));
  return ids.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : []));
}

const hotScore = sql`(${reviews.views} + 3 * ${reviews.supports} + 5 * ${reviews.comments})`;
const withTag = (tagId: number) => inArray(reviews.id, sql`(select ${reviewTagLinks.reviewId} from ${reviewTagLinks} where ${reviewTagLinks.tagId} = ${tagId})`);

export async function reviewFeed(deps: Deps, input: z.output<typeof api.reviewList.request>) {
  const conditions: SQL[] = [eq(reviews.status, APPROVED), subjectShown];
  if (input.tagId) conditions.push(withTag(input.tagId));
  if (input.subjectType && input.subjectId) conditions.push(eq(reviews.subjectType, subjectCode(input.subjectType)), eq(reviews.subjectId, input.subjectId));
  const where = and(...conditions);
  const newest = [desc(reviews.reviewedAt), desc(reviews.id)];
  const order =
    input.sort === 'hot' ? [desc(hotScore), ...newest] : input.sort === 'rating' ? [desc(reviews.rating), desc(reviews.supports), ...newest] : newest;
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(reviews).where(where).orderBy(...order).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(reviews).where(where),
  ]);
  return pageOf(input, await cardsOf(deps, rows), total);
}

/** A subject's approved reviews in brief, and the caller's own review of it (any state). */
export async function subjectReviews(deps: Deps, viewer: AuthedUser | null, input: z.output<typeof api.reviewSubject.request>) {
  const subjectType = subjectCode(input.type);
  const subject = await subjectInfo(deps.db, input.type, input.id);
  if (!subject) throw notFound('reviewSubjectNotFound');
  const ofSubject = and(eq(reviews.subjectType, subjectType), eq(reviews.subjectId, input.id));
  const approved = and(ofSubject, eq(reviews.status, APPROVED));
  const [[summary], best, mine] = await Promise.all([
    deps.db.select({ average: avg(reviews.rating), count: count() }).from(reviews).where(approved),
    deps.db
      .select()
      .from(reviews)
      .where(approved)
      .orderBy(desc(reviews.supports), desc(reviews.rating), desc(reviews.reviewedAt), desc(reviews.id))
      .limit(REVIEW_BEST_COUNT),
    viewer
      ? deps.db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(and(ofSubject, eq(reviews.userId, viewer.id))).limit(1)
      : Promise.resolve([]),
  ]);
  const average = summary.average === null ? null : Math.round(Number(summary.average) * 10) / 10;
  return {
    subject: { type: input.type, id: input.id, ...subject },
    average,
    count: summary.count,
    best: await cardsOf(deps, best),
    mine: mine[0] ? { id: mine[0].id, status: statusOf(mine[0].status) } : null,
  };
}

export async function myReviews(deps: Deps, user: AuthedUser, input: z.output<typeof api.reviewMine.request>) {
  const where = and(eq(reviews.userId, user.id), subjectShown);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(reviews).where(where),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards = await cardsOf(deps, rows);
  return pageOf(
    input,
    cards.map((card) => ({ ...card, status: statusOf(byId.get(card.id)!.status), rejectReason: byId.get(card.id)!.rejectReason })),
    total,
  );
}

/** Support, oppose or take it back on a review the caller may see; the counts move with it, in one transaction. */
export async function setReviewAttitude(deps: Deps, user: AuthedUser, input: z.output<typeof api.reviewAttitude.request>) {
  const review = await visibleReview(deps.db, input.id, user.id);
  if (!review) throw notFound('reviewNotFound');
  const id = input.id;
  return deps.db.transaction(async (tx) => {
    const mine = and(eq(reviewAttitudes.userId, user.id), eq(reviewAttitudes.reviewId, id));
    // The review's row first: a first attitude has no row of its own to lock, and parallel calls each counted one.
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for('no key update');
    const [current] = await tx.select({ attitude: reviewAttitudes.attitude }).from(reviewAttitudes).where(mine).for('update');
    const before = current?.attitude ?? 0;
    const after = input.attitude === 'none' ? 0 : ATTITUDE[input.attitude];
    if (before !== after) {
      if (after === 0) await tx.delete(reviewAttitudes).where(mine);
      else
        await tx
          .insert(reviewAttitudes)
          .values({ userId: user.id, reviewId: id, attitude: after })
          .onConflictDoUpdate({ target: [reviewAttitudes.userId, reviewAttitudes.reviewId], set: { attitude: after } });
      const supports = (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
      const opposes = (after === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
      await tx
        .update(reviews)
        .set({ supports: sql`greatest(${reviews.supports} + ${supports}, 0)`, opposes: sql`greatest(${reviews.opposes} + ${opposes}, 0)` })
        .where(eq(reviews.id, id));
      // A new support tells the author (grouped within the hour; never for their own, decision 0048).
      if (after === 1) await notifySupport(tx as unknown as Db, { actorId: user.id, recipientId: review.userId, contentType: CommentContentType.review, itemId: id, commentId: null, text: review.title });
    }
    const [counts] = await tx.select({ supports: reviews.supports, opposes: reviews.opposes }).from(reviews).where(eq(reviews.id, id));
    return { ...counts, attitude: attitudeName(after) };
  });
}

export { approveReview, pendingReviews, rejectReview, reviewAuditOf, type ReviewOperator } from './moderation.ts';
export { runReviewOps, REVIEW_OPS_USAGE } from './ops-command.ts';
