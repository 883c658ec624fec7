/**
 * Posts: publishing, the square, the author's own list, paid posts. What other domains may use is exported here
 * (the comment domain: `visiblePost`, `movePostComments`); operators' actions are in moderation.ts.
 */
import { Code, POST_AUTHOR_SHARE_PERCENT, POST_HOT_DAYS, POST_MAYLIKE_COUNT, PointsReason, type api } from '@md/contract';
import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { postPurchases, postTagLinks, postTags, posts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { balanceOf, movePointsIn } from '../points/service.ts';
import { claimUpload } from '../upload/service.ts';
import { cardsOf, paidBy, statusCode, statusOf, type PostRow } from './cards.ts';

const APPROVED = statusCode('approved');
const DAY_SECONDS = 86_400;

export function postTagList(deps: Deps) {
  return deps.db.select({ id: postTags.id, name: postTags.name }).from(postTags).orderBy(asc(postTags.sort), asc(postTags.id));
}

/** Tags by the number of approved posts carrying them, most used first. */
export async function postTagUsage(deps: Deps) {
  const used = sql<number>`count(${posts.id})::int`;
  return deps.db
    .select({ id: postTags.id, name: postTags.name, posts: used })
    .from(postTags)
    .leftJoin(postTagLinks, eq(postTagLinks.tagId, postTags.id))
    .leftJoin(posts, and(eq(posts.id, postTagLinks.postId), eq(posts.status, APPROVED)))
    .groupBy(postTags.id, postTags.name, postTags.sort)
    .orderBy(desc(used), asc(postTags.sort), asc(postTags.id));
}

export async function publishPost(deps: Deps, user: AuthedUser, input: z.output<typeof api.postPublish.request>) {
  const tagIds = [...new Set(input.tagIds)];
  const images = [...new Set(input.images)];
  if (tagIds.length > 0) {
    const known = await deps.db.select({ id: postTags.id }).from(postTags).where(inArray(postTags.id, tagIds));
    if (known.length !== tagIds.length) throw new ApiError(200, Code.badRequest, 'postTagUnknown');
  }
  for (const image of images) {
    if (!(await claimUpload(deps, user.id, image))) throw new ApiError(200, Code.badRequest, 'postImageNotUploaded');
  }
  const row = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(posts).values({ userId: user.id, text: input.text, images, price: input.price }).returning({ id: posts.id, status: posts.status });
    if (tagIds.length > 0) await tx.insert(postTagLinks).values(tagIds.map((tagId) => ({ postId: row.id, tagId })));
    return row;
  });
  return { id: row.id, status: statusOf(row.status) };
}

/** The post if `viewerId` may see it at all: approved, or their own. Other domains ask this before attaching to a post. */
export async function visiblePost(db: Db, id: number, viewerId: number | null): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) return null;
  return row.status === APPROVED || row.userId === viewerId ? row : null;
}

/** Counts a comment added (+1) or removed (-1) on a post, in the caller's transaction. */
export async function movePostComments(db: Db, id: number, delta: number) {
  await db.update(posts).set({ comments: sql`greatest(${posts.comments} + ${delta}, 0)` }).where(eq(posts.id, id));
}

export async function postDetail(deps: Deps, viewer: AuthedUser | null, id: number) {
  const viewerId = viewer?.id ?? null;
  const row = await visiblePost(deps.db, id, viewerId);
  if (!row) throw notFound('postNotFound');
  const own = row.userId === viewerId;
  if (!own) await deps.db.update(posts).set({ views: sql`${posts.views} + 1` }).where(eq(posts.id, id));
  const [card] = await cardsOf(deps, [{ ...row, views: row.views + (own ? 0 : 1) }], viewerId);
  if (!card) throw notFound('postNotFound');
  return { ...card, own: own ? { status: statusOf(row.status), rejectReason: row.rejectReason } : null };
}

const hotScore = sql`(${posts.views} + 3 * ${posts.supports} + 5 * ${posts.comments})`;
const withTag = (tagId: number) => inArray(posts.id, sql`(select ${postTagLinks.postId} from ${postTagLinks} where ${postTagLinks.tagId} = ${tagId})`);

export async function postCenter(deps: Deps, viewer: AuthedUser | null, input: z.output<typeof api.postCenter.request>) {
  const conditions: SQL[] = [eq(posts.status, APPROVED)];
  if (input.tab === 'hot') conditions.push(gte(posts.reviewedAt, new Date((deps.now() - POST_HOT_DAYS * DAY_SECONDS) * 1000)));
  if (input.tagId) conditions.push(withTag(input.tagId));
  const where = and(...conditions);
  const order = input.tab === 'hot' ? [desc(hotScore), desc(posts.reviewedAt), desc(posts.id)] : [desc(posts.reviewedAt), desc(posts.id)];
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(posts).where(where).orderBy(...order).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(posts).where(where),
  ]);
  return pageOf(input, await cardsOf(deps, rows, viewer?.id ?? null), total);
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

export { approvePost, auditOf, pendingPosts, rejectPost, type Operator } from './moderation.ts';
