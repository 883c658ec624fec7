/**
 * The discussion board (post/discuss), the ranking of square posts (post/reviewrank) and followed tags
 * (post/tag/follow), decision 0044. Threads are posts of kind 'thread'; the square shows kind 'post' only.
 */
import { Code, POST_FOLLOW_TAGS_MAX, POST_RANK_DAYS, POST_RANK_SIZE, type api } from '@md/contract';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { postTagFollows, postTags, posts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { cardsOf, statusCode } from './cards.ts';

const APPROVED = statusCode('approved');
const DAY_SECONDS = 86_400;

/** Approved threads: pinned first (the latest pin on top), then the latest reply; the order posts_discuss_idx walks. */
export async function discussThreads(deps: Deps, viewer: AuthedUser | null, input: z.output<typeof api.postDiscuss.request>) {
  const where = and(eq(posts.kind, 'thread'), eq(posts.status, APPROVED));
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(posts)
      .where(where)
      .orderBy(sql`${posts.pinnedAt} desc nulls last`, sql`${posts.lastReplyAt} desc nulls last`, sql`${posts.id} desc nulls last`)
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(posts).where(where),
  ]);
  return pageOf(input, await cardsOf(deps, rows, viewer?.id ?? null), total);
}

/** The engagement score of post/reviewrank (decision 0044). */
export const rankScore = sql<number>`(5 * ${posts.comments} + 3 * ${posts.supports} + ${posts.views})::int`;

/**
 * The top square posts by engagement among those approved or replied to in the last POST_RANK_DAYS days, ties by the
 * latest activity. The same for everyone (the route caches it briefly), so cards are as a visitor sees them.
 */
export async function reviewRank(deps: Deps) {
  const since = new Date((deps.now() - POST_RANK_DAYS * DAY_SECONDS) * 1000);
  const rows = await deps.db
    .select({ post: posts, score: rankScore })
    .from(posts)
    .where(and(eq(posts.kind, 'post'), eq(posts.status, APPROVED), gte(posts.lastReplyAt, since)))
    .orderBy(sql`${rankScore} desc`, sql`${posts.lastReplyAt} desc nulls last`, sql`${posts.id} desc`)
    .limit(POST_RANK_SIZE);
  const scores = new Map(rows.map((row) => [row.post.id, row.score]));
  const cards = await cardsOf(
    deps,
    rows.map((row) => row.post),
    null,
  );
  return cards.map((card, i) => ({ ...card, rank: i + 1, score: scores.get(card.id) ?? 0 }));
}

/** The ids of the tags `userId` follows. */
export async function followedTagIds(db: Db, userId: number) {
  const rows = await db.select({ tagId: postTagFollows.tagId }).from(postTagFollows).where(eq(postTagFollows.userId, userId));
  return new Set(rows.map((row) => row.tagId));
}

/** Follows or unfollows a tag; repeating either is a no-op. An unknown tag: 4040; past the limit: 4123. */
export async function followTag(deps: Deps, user: AuthedUser, input: z.output<typeof api.postTagFollow.request>) {
  const [tag] = await deps.db.select({ id: postTags.id }).from(postTags).where(eq(postTags.id, input.tagId)).limit(1);
  if (!tag) throw notFound('postTagUnknown');
  const mine = and(eq(postTagFollows.userId, user.id), eq(postTagFollows.tagId, input.tagId));
  if (!input.follow) {
    await deps.db.delete(postTagFollows).where(mine);
    return { tagId: input.tagId, followed: false };
  }
  const followed = await followedTagIds(deps.db, user.id);
  if (!followed.has(input.tagId) && followed.size >= POST_FOLLOW_TAGS_MAX) throw new ApiError(200, Code.followTagsTooMany, 'followTagsTooMany');
  await deps.db.insert(postTagFollows).values({ userId: user.id, tagId: input.tagId }).onConflictDoNothing();
  return { tagId: input.tagId, followed: true };
}
