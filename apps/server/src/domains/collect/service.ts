/** Collections: idempotent add and remove, each moving the item's collect count once; only the owner's list. */
import { ContentType, type api } from '@md/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { collections } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { linkedCount, linkedPage } from '../../lib/card-source.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { actressCards, moveActressCollects } from '../actress/service.ts';
import type { AuthedUser } from '../auth/service.ts';
import { mediaCards, moveMediaCollects } from '../media/service.ts';

type Target = z.output<typeof api.collectAdd.request>;
type Kind = Target['contentType'];

type Answer = z.output<typeof api.collectList.response>;
type PostCard = NonNullable<Answer['posts']>['list'][number];
type ReviewCard = NonNullable<Answer['reviews']>['list'][number];

/**
 * Posts and reviews are collectable through what their domains register (they depend on this domain, not the
 * reverse): whether a caller may see one, and the cards of those a caller may see, in the order asked.
 */
export interface Collectable<Card> {
  visible(db: Db, id: number, viewerId: number): Promise<boolean>;
  /** The ids of those `viewerId` may see, as a subquery: a collection pages and counts these only. */
  visibleIds(viewerId: number): SQL;
  cards(deps: Deps, ids: number[], viewerId: number): Promise<Card[]>;
}
let collectablePosts: Collectable<PostCard> | null = null;
let collectableReviews: Collectable<ReviewCard> | null = null;
export function registerCollectablePosts(source: Collectable<PostCard>) {
  collectablePosts = source;
}
export function registerCollectableReviews(source: Collectable<ReviewCard>) {
  collectableReviews = source;
}

/** A post's or review's collect count is its collection rows (they keep no counter); null when the caller may not see it. */
const rowCounter = (contentType: number, source: () => Collectable<unknown> | null, userId: number) => async (db: Db, id: number) => {
  const collectable = source();
  if (!collectable || !(await collectable.visible(db, id, userId))) return null;
  const [{ total }] = await db.select({ total: count() }).from(collections).where(and(eq(collections.contentType, contentType), eq(collections.itemId, id)));
  return total;
};

/** Each kind's collect count, owned by its domain: moved by delta, 0 to read; null when the item does not exist. */
const countersOf = (userId: number): Record<Kind, (db: Db, id: number, delta: number) => Promise<number | null>> => ({
  [ContentType.media]: moveMediaCollects,
  [ContentType.actress]: moveActressCollects,
  [ContentType.post]: rowCounter(ContentType.post, () => collectablePosts, userId),
  [ContentType.review]: rowCounter(ContentType.review, () => collectableReviews, userId),
});

export async function setCollected(deps: Deps, user: AuthedUser, target: Target, collected: boolean) {
  const moveCollects = countersOf(user.id)[target.contentType];
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const current = await moveCollects(db, target.id, 0);
    if (current === null) throw notFound('notFound');
    const key = and(eq(collections.userId, user.id), eq(collections.contentType, target.contentType), eq(collections.itemId, target.id));
    const changed = collected
      ? await tx.insert(collections).values({ userId: user.id, contentType: target.contentType, itemId: target.id }).onConflictDoNothing().returning({ id: collections.itemId })
      : await tx.delete(collections).where(key).returning({ id: collections.itemId });
    if (changed.length === 0) return current;
    return (await moveCollects(db, target.id, collected ? 1 : -1))!;
  });
}

/** Whether the caller collected this item; a visitor never has. */
export async function isCollected(deps: Deps, user: AuthedUser | null, contentType: Kind, id: number): Promise<boolean> {
  if (!user) return false;
  const rows = await deps.db
    .select({ id: collections.itemId })
    .from(collections)
    .where(and(eq(collections.userId, user.id), eq(collections.contentType, contentType), eq(collections.itemId, id)))
    .limit(1);
  return rows.length > 0;
}

/**
 * One page of a user's collected posts or reviews. One the caller may no longer see (rejected, of a video made
 * private) leaves the page and the total alike, so no page comes back short; it is back if it becomes visible again.
 * A kind whose domain has not registered (never in the running server) has none.
 */
async function collectedPage<Card>(deps: Deps, userId: number, input: z.output<typeof api.collectList.request>, where: SQL | undefined, source: Collectable<Card> | null) {
  if (!source) return pageOf(input, [] as Card[], 0);
  const shown = and(where, inArray(collections.itemId, source.visibleIds(userId)));
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select({ id: collections.itemId }).from(collections).where(shown).orderBy(desc(collections.createdAt), desc(collections.itemId)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(collections).where(shown),
  ]);
  return pageOf(input, await source.cards(deps, rows.map((r) => r.id), userId), total);
}

export async function collectList(deps: Deps, user: AuthedUser, input: z.output<typeof api.collectList.request>) {
  const where = and(eq(collections.userId, user.id), eq(collections.contentType, input.contentType));
  const newestFirst = { table: collections, itemId: collections.itemId, where, orderBy: desc(collections.createdAt) };
  if (input.contentType === ContentType.actress) {
    const [{ total }] = await deps.db.select({ total: count() }).from(collections).where(where);
    return { media: null, actresses: pageOf(input, await linkedPage(deps.db, actressCards, newestFirst, input), total), posts: null, reviews: null };
  }
  if (input.contentType === ContentType.post) {
    return { media: null, actresses: null, posts: await collectedPage(deps, user.id, input, where, collectablePosts), reviews: null };
  }
  if (input.contentType === ContentType.review) {
    return { media: null, actresses: null, posts: null, reviews: await collectedPage(deps, user.id, input, where, collectableReviews) };
  }
  // A collected video stays while its link opens (public or unlisted); one its author made private leaves the list
  // and its total (decision 0070), and comes back if they make it visible again.
  const [media, shownTotal] = await Promise.all([linkedPage(deps.db, mediaCards, newestFirst, input, 'reachable'), linkedCount(deps.db, mediaCards, newestFirst, 'reachable')]);
  return { media: pageOf(input, media, shownTotal), actresses: null, posts: null, reviews: null };
}
