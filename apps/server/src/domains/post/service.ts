/**
 * Posts: publishing, the square, the author's own list, paid posts. What other domains may use is exported here
 * (the comment domain: `visiblePost`, `movePostComments`); operators' actions are in moderation.ts; the discussion
 * board, the ranking and followed tags in board.ts (decision 0044).
 */
import { Code, CommentContentType, ContentType, POST_AUTHOR_SHARE_PERCENT, POST_HOT_DAYS, POST_MAYLIKE_COUNT, PointsReason, type PostKind, type api } from '@md/contract';
import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { postAttitudes, postPurchases, postTagFollows, postTagLinks, postTags, posts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, needRegistered, notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { bannedWordMode, screenText } from '../banned-word/service.ts';
import { isCollected } from '../collect/service.ts';
import { videoBriefs } from '../media/service.ts';
import { balanceOf, movePointsIn } from '../points/service.ts';
import { claimUpload } from '../upload/service.ts';
import { followedTagIds } from './board.ts';
import { cardsOf, paidBy, statusCode, statusOf, type PostRow } from './cards.ts';
import { postsTotal } from './totals.ts';
import { notifySupport } from '../message/service.ts';
import { countsAsView } from '../../lib/views.ts';

const APPROVED = statusCode('approved');
const DAY_SECONDS = 86_400;

export function postTagList(deps: Deps) {
  return deps.db.select({ id: postTags.id, name: postTags.name }).from(postTags).orderBy(asc(postTags.sort), asc(postTags.id));
}

/** Tags by the number of approved posts carrying them, most used first, each saying whether the viewer follows it. */
/** The post tags among `ids` that exist, in the tags' own order (a review's tags share them). */
export async function postTagsById(db: Db, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: postTags.id, name: postTags.name }).from(postTags).where(inArray(postTags.id, [...ids])).orderBy(asc(postTags.sort), asc(postTags.id));
}

export async function postTagUsage(deps: Deps, viewer: AuthedUser | null) {
  const used = sql<number>`count(${posts.id})::int`;
  const [tags, followed] = await Promise.all([
    deps.db
      .select({ id: postTags.id, name: postTags.name, posts: used })
      .from(postTags)
      .leftJoin(postTagLinks, eq(postTagLinks.tagId, postTags.id))
      .leftJoin(posts, and(eq(posts.id, postTagLinks.postId), eq(posts.status, APPROVED)))
      .groupBy(postTags.id, postTags.name, postTags.sort)
      .orderBy(desc(used), asc(postTags.sort), asc(postTags.id)),
    viewer ? followedTagIds(deps.db, viewer.id) : Promise.resolve(new Set<number>()),
  ]);
  return tags.map((tag) => ({ ...tag, followed: followed.has(tag.id) }));
}

/** What a new post is made of: post/publish's input, or works/post's (a video in place of pictures, decision 0069). */
export interface NewPost {
  text: string;
  images: readonly string[];
  tagIds: readonly number[];
  price: number;
  kind: PostKind;
  /** The catalogue video the post carries (works/post); the caller has checked it is theirs to post. */
  mediaId?: number | null;
}

/**
 * Writes a new post, pending review: post/publish, and works/post through the works domain. The text passes the
 * banned-word rule (masked, or refused when the site refuses). A post with a video is one pending post per video:
 * sending it again while it waits answers that post and writes nothing (a double tap, decision 0069).
 */
export async function publishPost(deps: Deps, user: AuthedUser, input: NewPost) {
  const tagIds = [...new Set(input.tagIds)];
  const images = [...new Set(input.images)];
  const mediaId = input.mediaId ?? null;
  if (tagIds.length > 0) {
    const known = await deps.db.select({ id: postTags.id }).from(postTags).where(inArray(postTags.id, tagIds));
    if (known.length !== tagIds.length) throw new ApiError(200, Code.badRequest, 'postTagUnknown');
  }
  if (input.kind === 'thread' && input.price > 0) throw new ApiError(200, Code.threadPriced, 'threadPriced');
  if (mediaId !== null && (input.kind !== 'post' || !(await videoBriefs(deps.db, [mediaId])).has(mediaId))) throw notFound('notFound');
  const screened = await screenText(deps, input.text);
  if (screened.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'postBannedWord');
  if (mediaId !== null) {
    const waiting = await pendingPostOf(deps.db, user.id, mediaId);
    if (waiting) return waiting;
  }
  for (const image of images) {
    if (!(await claimUpload(deps, user.id, image))) throw new ApiError(200, Code.badRequest, 'postImageNotUploaded');
  }
  const row = await deps.db.transaction(async (tx) => {
    // The unique index on a video's pending post makes a second insert of the same video write nothing.
    const [row] = await tx
      .insert(posts)
      .values({ userId: user.id, text: screened.masked, images, price: input.price, kind: input.kind, mediaId })
      .onConflictDoNothing()
      .returning({ id: posts.id, status: posts.status });
    if (row && tagIds.length > 0) await tx.insert(postTagLinks).values(tagIds.map((tagId) => ({ postId: row.id, tagId })));
    return row ?? null;
  });
  if (row) return { id: row.id, status: statusOf(row.status) };
  // Only a video's pending post conflicts; an operator may have decided it since: the newest post of the video.
  const latest = await pendingPostOf(deps.db, user.id, mediaId!, true);
  if (!latest) throw new ApiError(409, Code.badRequest, 'badRequest');
  return latest;
}

/** The caller's post of video `mediaId` that awaits review (or with `anyStatus`, the newest), if there is one. */
async function pendingPostOf(db: Db, userId: number, mediaId: number, anyStatus = false) {
  const mine = and(eq(posts.userId, userId), eq(posts.mediaId, mediaId));
  const [row] = await db
    .select({ id: posts.id, status: posts.status })
    .from(posts)
    .where(anyStatus ? mine : and(mine, eq(posts.status, statusCode('pending'))))
    .orderBy(desc(posts.id))
    .limit(1);
  return row ? { id: row.id, status: statusOf(row.status) } : null;
}

/** The post if `viewerId` may see it at all: approved, or their own. Other domains ask this before attaching to a post. */
export async function visiblePost(db: Db, id: number, viewerId: number | null): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) return null;
  return row.status === APPROVED || row.userId === viewerId ? row : null;
}

/**
 * Counts a comment added (+1) or removed (-1) on a post, in the caller's transaction. An added comment is the
 * post's last reply (the discussion board's order); a removed one leaves that time as it was.
 */
export async function movePostComments(db: Db, id: number, delta: number, at: Date = new Date()) {
  const comments = sql`greatest(${posts.comments} + ${delta}, 0)`;
  await db
    .update(posts)
    .set(delta > 0 ? { comments, lastReplyAt: laterReply(at) } : { comments })
    .where(eq(posts.id, id));
}

/** `at`, unless the stored last reply is later already (greatest() skips a null). */
const laterReply = (at: Date) => sql`greatest(${posts.lastReplyAt}, ${at.toISOString()}::timestamptz)`;

/** Marks `at` as post `id`'s last reply (never moving it back): /discuss orders threads by it, post/reviewrank's window uses it. */
export async function movePostLastReply(db: Db, id: number, at: Date) {
  await db.update(posts).set({ lastReplyAt: laterReply(at) }).where(eq(posts.id, id));
}

export async function postDetail(deps: Deps, viewer: AuthedUser | null, id: number) {
  const viewerId = viewer?.id ?? null;
  const row = await visiblePost(deps.db, id, viewerId);
  if (!row) throw notFound('postNotFound');
  const own = row.userId === viewerId;
  const counted = !own && (await countsAsView(deps.kv, 'post', id, viewerId));
  if (counted) await deps.db.update(posts).set({ views: sql`${posts.views} + 1` }).where(eq(posts.id, id));
  const [card] = await cardsOf(deps, [{ ...row, views: row.views + (counted ? 1 : 0) }], viewerId);
  if (!card) throw notFound('postNotFound');
  const [attitude, collected] = await Promise.all([attitudeOf(deps.db, viewerId, id), isCollected(deps, viewer, ContentType.post, id)]);
  return { ...card, own: own ? { status: statusOf(row.status), rejectReason: row.rejectReason } : null, opposes: row.opposes, attitude, collected };
}

async function attitudeOf(db: Db, viewerId: number | null, postId: number): Promise<-1 | 0 | 1> {
  if (viewerId === null) return 0;
  const [row] = await db.select({ attitude: postAttitudes.attitude }).from(postAttitudes).where(and(eq(postAttitudes.userId, viewerId), eq(postAttitudes.postId, postId))).limit(1);
  return row?.attitude === 1 || row?.attitude === -1 ? row.attitude : 0;
}

/**
 * Sets the caller's attitude to a post they may see: 1 support, -1 oppose, 0 none. Setting what is already set
 * changes nothing (idempotent, unlike comment/attitude's toggle); the counts move by the difference, in one transaction.
 */
export async function setPostAttitude(deps: Deps, user: AuthedUser, input: z.output<typeof api.postAttitude.request>) {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [locked] = await tx.select({ id: posts.id, userId: posts.userId, text: posts.text }).from(posts).where(eq(posts.id, input.id)).for('update').limit(1);
    if (!locked || !(await visiblePost(db, input.id, user.id))) throw notFound('postNotFound');
    const previous = await attitudeOf(db, user.id, input.id);
    const next = input.attitude;
    const key = and(eq(postAttitudes.userId, user.id), eq(postAttitudes.postId, input.id));
    if (next === 0) await tx.delete(postAttitudes).where(key);
    else await tx.insert(postAttitudes).values({ userId: user.id, postId: input.id, attitude: next }).onConflictDoUpdate({ target: [postAttitudes.userId, postAttitudes.postId], set: { attitude: next } });
    const delta = (value: number) => (next === value ? 1 : 0) - (previous === value ? 1 : 0);
    const [counts] = await tx
      .update(posts)
      .set({ supports: sql`greatest(${posts.supports} + ${delta(1)}, 0)`, opposes: sql`greatest(${posts.opposes} + ${delta(-1)}, 0)` })
      .where(eq(posts.id, input.id))
      .returning({ supports: posts.supports, opposes: posts.opposes });
    // A new support tells the author (grouped within the hour; never for their own, decision 0048).
    if (next === 1 && previous !== 1) await notifySupport(db, { actorId: user.id, recipientId: locked.userId, contentType: CommentContentType.post, itemId: input.id, commentId: null, text: locked.text });
    return { attitude: next, ...counts };
  });
}

/** Whether anyone may see the post (approved): comments attach to these only (decision 0042). */
export async function postIsPublic(db: Db, id: number) {
  return (await visiblePost(db, id, null)) !== null;
}

/** The post's author: the one who may pin comments under it. */
export async function postAuthorOf(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, id)).limit(1);
  return row?.userId ?? null;
}

/** The ids of the posts `viewerId` may see (approved, or their own), as a subquery: what visiblePost allows. */
export const visiblePostIds = (viewerId: number): SQL => sql`(select ${posts.id} from ${posts} where ${posts.status} = ${APPROVED} or ${posts.userId} = ${viewerId})`;

/** The cards of the posts `viewerId` may see among `ids`, in the order of `ids` (a collection's page). */
export async function visiblePostCards(deps: Deps, ids: number[], viewerId: number) {
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(posts).where(inArray(posts.id, ids));
  const seen = rows.filter((r) => r.status === APPROVED || r.userId === viewerId);
  const cards = new Map((await cardsOf(deps, seen, viewerId)).map((c) => [c.id, c]));
  return ids.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : []));
}

const hotScore = sql`(${posts.views} + 3 * ${posts.supports} + 5 * ${posts.comments})`;
const withFollowedTag = (userId: number) =>
  inArray(
    posts.id,
    sql`(select ${postTagLinks.postId} from ${postTagLinks} join ${postTagFollows} on ${postTagFollows.tagId} = ${postTagLinks.tagId} where ${postTagFollows.userId} = ${userId})`,
  );
const withTag = (tagId: number) => inArray(posts.id, sql`(select ${postTagLinks.postId} from ${postTagLinks} where ${postTagLinks.tagId} = ${tagId})`);

export async function postCenter(deps: Deps, viewer: AuthedUser | null, input: z.output<typeof api.postCenter.request>) {
  const conditions: SQL[] = [eq(posts.kind, 'post'), eq(posts.status, APPROVED)];
  if (input.tab === 'following') {
    if (!viewer?.registered) throw needRegistered();
    conditions.push(withFollowedTag(viewer.id));
  }
  if (input.tab === 'hot') conditions.push(gte(posts.reviewedAt, new Date((deps.now() - POST_HOT_DAYS * DAY_SECONDS) * 1000)));
  if (input.tagId) conditions.push(withTag(input.tagId));
  const where = and(...conditions);
  const order = input.tab === 'hot' ? [desc(hotScore), desc(posts.reviewedAt), desc(posts.id)] : [desc(posts.reviewedAt), desc(posts.id)];
  // The page's ids first (for the hot tab an index-only ranking, decision 0047), then those rows.
  const ids = deps.db.select({ id: posts.id }).from(posts).where(where).orderBy(...order).limit(input.pageSize).offset(pageOffset(input));
  const [rows, total] = await Promise.all([
    input.tab === 'hot'
      ? deps.db.select().from(posts).where(inArray(posts.id, ids)).orderBy(...order)
      : deps.db.select().from(posts).where(where).orderBy(...order).limit(input.pageSize).offset(pageOffset(input)),
    postsTotal(deps.db, where!),
  ]);
  return pageOf(input, await cardsOf(deps, rows, viewer?.id ?? null), total);
}

/**
 * Approved posts whose authors are among `authorIds` (a subquery of user ids, e.g. a group's members), newest
 * approval first, as `viewerId` sees them. For other domains' lists of posts (the group domain).
 */
export async function approvedPostsBy(deps: Deps, viewerId: number | null, authorIds: SQLWrapper, input: { page: number; pageSize: number }) {
  const where = and(eq(posts.status, APPROVED), inArray(posts.userId, authorIds));
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(posts).where(where).orderBy(desc(posts.reviewedAt), desc(posts.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(posts).where(where),
  ]);
  return pageOf(input, await cardsOf(deps, rows, viewerId), total);
}

export async function myPosts(deps: Deps, user: AuthedUser, input: z.output<typeof api.postMine.request>) {
  const where = eq(posts.userId, user.id);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(posts).where(where),
  ]);
  const cards = await cardsOf(deps, rows, user.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pageOf(
    input,
    cards.map((card) => ({ ...card, status: statusOf(byId.get(card.id)!.status), rejectReason: byId.get(card.id)!.rejectReason })),
    total,
  );
}

/** Approved posts sharing a tag with `id` first (newest first), then the newest others; never `id` itself. */
export async function postMaylike(deps: Deps, viewer: AuthedUser | null, id: number | undefined) {
  const conditions: SQL[] = [eq(posts.status, APPROVED)];
  if (id) conditions.push(ne(posts.id, id));
  const newest = [desc(posts.reviewedAt), desc(posts.id)];
  // PostgreSQL refuses a constant in ORDER BY: without a post there is no "shares a tag" term at all.
  const order = id
    ? [desc(sql`exists (select 1 from ${postTagLinks} a join ${postTagLinks} b on a.tag_id = b.tag_id where a.post_id = ${posts.id} and b.post_id = ${id})`), ...newest]
    : newest;
  const rows = await deps.db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(POST_MAYLIKE_COUNT);
  return cardsOf(deps, rows, viewer?.id ?? null);
}

export async function postIsLook(deps: Deps, viewer: AuthedUser | null, id: number) {
  const viewerId = viewer?.id ?? null;
  const row = await visiblePost(deps.db, id, viewerId);
  if (!row) throw notFound('postNotFound');
  const look = row.price === 0 || row.userId === viewerId || (await paidBy(deps.db, viewerId, [id])).has(id);
  return { look, price: row.price };
}

/**
 * Pays for a priced post once: the buyer's spend and the author's share are keyed by post and buyer, so a retry,
 * a double tap or a second device moves nothing more. The purchase row is written in the same transaction.
 */
export async function payForPost(deps: Deps, user: AuthedUser, id: number) {
  const row = await visiblePost(deps.db, id, user.id);
  if (!row || row.status !== APPROVED) throw notFound('postNotFound');
  let charged = 0;
  if (row.price > 0 && row.userId !== user.id) {
    charged = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const spent = await movePointsIn(tx, { userId: user.id, delta: -row.price, reason: PointsReason.postPay, ref: `post:${id}`, key: `post-pay:${id}` });
      if (!spent.applied) return 0;
      await tx.insert(postPurchases).values({ postId: id, userId: user.id, price: row.price }).onConflictDoNothing();
      const share = Math.floor((row.price * POST_AUTHOR_SHARE_PERCENT) / 100);
      if (share > 0) {
        await movePointsIn(tx, { userId: row.userId, delta: share, reason: PointsReason.workIncome, ref: `post:${id}`, key: `post-income:${id}:${user.id}` });
      }
      return row.price;
    });
  }
  const [card] = await cardsOf(deps, [row], user.id);
  if (!card) throw notFound('postNotFound');
  return { charged, balance: await balanceOf(deps.db, user.id), post: card };
}

export { approvePost, auditOf, pendingPosts, pinThread, postsForQueue, rejectPost, type Operator } from './moderation.ts';
