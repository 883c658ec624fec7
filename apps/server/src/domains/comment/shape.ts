/** A stored comment as the contract's `comment`: author, title, the caller's attitude, whom a reply answers. */
import { type UserTitle } from '@md/contract';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { commentAttitudes, comments } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { authorsById, type Author } from '../auth/service.ts';
import { titlesByUsers } from '../points/service.ts';

/** The columns of a comment plus its time as PostgreSQL prints it (microseconds: exact for cursors). */
export const commentColumns = { ...getTableColumns(comments), at: sql<string>`${comments.createdAt}::text`.as('at') };
export type Row = typeof comments.$inferSelect & { at?: string };

function toComment(r: Row, author: Author, title: UserTitle, attitude: number, replyTo: { id: number; nickname: string } | null, viewerId: number | null) {
  // A hidden comment is, to everyone but its author, a deleted one; its author sees it marked.
  const hidden = r.hiddenAt !== null;
  const deleted = r.deletedAt !== null || (hidden && r.userId !== viewerId);
  return {
    id: r.id,
    contentType: r.contentType as 2,
    itemId: r.itemId,
    mediaId: r.mediaId,
    parentId: r.parentId,
    rootId: r.rootId,
    replyTo,
    content: deleted ? '' : r.content,
    images: deleted ? [] : r.images,
    supports: r.supports,
    opposes: r.opposes,
    replies: r.replies,
    pinned: r.pinned,
    deleted,
    hidden: hidden && !deleted,
    createdAt: r.createdAt.toISOString(),
    user: { id: author.id, nickname: author.nickname, avatar: author.avatar, title },
    attitude: (attitude === 1 || attitude === -1 ? attitude : 0) as -1 | 0 | 1,
  };
}
export type CommentOut = ReturnType<typeof toComment>;

/** The caller's attitudes to these comments (none for a visitor). */
async function attitudesOf(deps: Deps, userId: number | null, ids: number[]) {
  if (!userId || ids.length === 0) return new Map<number, number>();
  const rows = await deps.db
    .select({ id: commentAttitudes.commentId, attitude: commentAttitudes.attitude })
    .from(commentAttitudes)
    .where(and(eq(commentAttitudes.userId, userId), inArray(commentAttitudes.commentId, ids)));
  return new Map(rows.map((r) => [r.id, r.attitude]));
}

/** The nicknames of the authors of the comments replies answer (when a reply answers a reply). */
async function replyTargets(deps: Deps, rows: Row[]) {
  const parentIds = [...new Set(rows.filter((r) => r.parentId !== null && r.parentId !== r.rootId).map((r) => r.parentId!))];
  if (parentIds.length === 0) return new Map<number, number>();
  const parents = await deps.db.select({ id: comments.id, userId: comments.userId }).from(comments).where(inArray(comments.id, parentIds));
  return new Map(parents.map((p) => [p.id, p.userId]));
}

/** Comments with their authors and titles; a comment whose author is gone is left out. */
export async function withAuthors(deps: Deps, rows: Row[], callerId: number | null = null): Promise<CommentOut[]> {
  const parentAuthors = await replyTargets(deps, rows);
  const ids = [...new Set([...rows.map((r) => r.userId), ...parentAuthors.values()])];
  const [authors, titles, attitudes] = await Promise.all([
    authorsById(deps, ids),
    titlesByUsers(deps.db, ids),
    attitudesOf(deps, callerId, rows.map((r) => r.id)),
  ]);
  return rows.flatMap((r) => {
    const author = authors.get(r.userId);
    if (!author) return [];
    const target = r.parentId !== null ? authors.get(parentAuthors.get(r.parentId) ?? -1) : undefined;
    return [toComment(r, author, titles.get(r.userId)!, attitudes.get(r.id) ?? 0, target ? { id: r.parentId!, nickname: target.nickname } : null, callerId)];
  });
}
