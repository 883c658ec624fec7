/** Post rows to the wire: tags, authors, and what a viewer who has not paid may see of a priced post. */
import { POST_PREVIEW_LENGTH, POST_STATUSES, type PostKind, type PostStatus } from '@md/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postPurchases, postTagLinks, postTags, type posts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { authorsById, type Author } from '../auth/service.ts';
import { videoBriefs, type VideoBrief } from '../media/service.ts';

export type PostRow = typeof posts.$inferSelect;

/** The stored status number of each state (the index in POST_STATUSES). */
export const statusCode = (status: PostStatus) => POST_STATUSES.indexOf(status);
export const statusOf = (code: number): PostStatus => POST_STATUSES[code] ?? 'pending';

/** What a priced post shows before payment: its first POST_PREVIEW_LENGTH characters, and never more than half. */
function preview(text: string) {
  const chars = [...text];
  return chars.slice(0, Math.min(POST_PREVIEW_LENGTH, Math.floor(chars.length / 2))).join('');
}

async function tagsOf(db: Db, postIds: number[]) {
  const byPost = new Map<number, { id: number; name: string }[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTagLinks.postId, id: postTags.id, name: postTags.name })
    .from(postTagLinks)
    .innerJoin(postTags, eq(postTags.id, postTagLinks.tagId))
    .where(inArray(postTagLinks.postId, postIds))
    .orderBy(asc(postTags.sort), asc(postTags.id));
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), { id: row.id, name: row.name }]);
  return byPost;
}

/** The priced posts among `postIds` that `viewerId` has paid for. */
export async function paidBy(db: Db, viewerId: number | null, postIds: number[]) {
  if (viewerId === null || postIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ postId: postPurchases.postId })
    .from(postPurchases)
    .where(and(eq(postPurchases.userId, viewerId), inArray(postPurchases.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}

export function toCard(row: PostRow, tags: { id: number; name: string }[], author: Author, unlocked: boolean, video: VideoBrief | null = null) {
  return {
    id: row.id,
    text: unlocked ? row.text : preview(row.text),
    images: unlocked ? row.images : [],
    imageCount: row.images.length,
    tags,
    price: row.price,
    unlocked,
    views: row.views,
    supports: row.supports,
    comments: row.comments,
    createdAt: row.createdAt.toISOString(),
    author: { id: author.id, nickname: author.nickname, avatar: author.avatar },
    kind: (row.kind === 'thread' ? 'thread' : 'post') as PostKind,
    pinned: row.pinnedAt !== null,
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    // A priced post's video comes with payment, as its pictures do (decision 0069).
    video: unlocked ? video : null,
  };
}

export const mayLook = (row: PostRow, viewerId: number | null, paid: Set<number>) => row.price === 0 || row.userId === viewerId || paid.has(row.id);

/** Cards of `rows` as `viewerId` sees them (null: a visitor); a post whose author is gone is left out. */
export async function cardsOf(deps: Deps, rows: PostRow[], viewerId: number | null) {
  const ids = rows.map((row) => row.id);
  const [tags, authors, paid, videos] = await Promise.all([
    tagsOf(deps.db, ids),
    authorsById(deps, [...new Set(rows.map((row) => row.userId))]),
    paidBy(deps.db, viewerId, rows.filter((row) => row.price > 0).map((row) => row.id)),
    videoBriefs(deps.db, [...new Set(rows.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId])))]),
  ]);
  return rows.flatMap((row) => {
    const author = authors.get(row.userId);
    const video = row.mediaId === null ? null : (videos.get(row.mediaId) ?? null);
    return author ? [toCard(row, tags.get(row.id) ?? [], author, mayLook(row, viewerId, paid), video)] : [];
  });
}
