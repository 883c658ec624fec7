/** Reading comments: a content's roots (pinned first, hot or new) with their first replies, a thread, the hot ones. */
import { COMMENT_HOT_LIMIT, COMMENT_REPLY_PREVIEW, type api } from '@md/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { comments } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { cardsById } from '../../lib/card-source.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { mediaCards } from '../media/service.ts';
import { decodeCursor, encodeCursor, type Position } from './cursor.ts';
import { commentColumns, withAuthors, type CommentOut, type Row } from './shape.ts';
import { requireReadable, targetOf, type Target } from './targets.ts';

/** Shown to this viewer: not deleted, and not hidden by an operator unless the viewer wrote it. */
const shownTo = (viewerId: number | null): SQL =>
  and(isNull(comments.deletedAt), viewerId === null ? isNull(comments.hiddenAt) : or(isNull(comments.hiddenAt), eq(comments.userId, viewerId)))!;

/** A content's visible roots: a deleted (or hidden) root stays as a placeholder only while it has replies. */
const rootsOf = (t: Target, viewerId: number | null): SQL =>
  and(eq(comments.contentType, t.contentType), eq(comments.itemId, t.id), isNull(comments.rootId), or(shownTo(viewerId), gt(comments.replies, 0)))!;

const visibleReplies = (rootId: number, viewerId: number | null): SQL => and(eq(comments.rootId, rootId), shownTo(viewerId))!;

type Sort = z.output<typeof api.commentList.request>['sort'];

/** The sort key of a list (besides pinned and id) and how a cursor's value compares with it. */
function sortKey(sort: Sort) {
  return sort === 'hot'
    ? { kind: 'supports' as const, column: comments.supports, value: (r: Row): string | number => r.supports, param: (v: string | number) => sql`${Number(v)}::int` }
    : { kind: 'time' as const, column: comments.createdAt, value: (r: Row): string | number => r.at!, param: (v: string | number) => sql`${String(v)}::timestamptz` };
}

/** The first replies of each root, in one statement: a page of 20 roots asked 20 queries before (decision 0047). */
async function previewsOf(deps: Deps, roots: Row[], callerId: number | null) {
  const ids = roots.filter((r) => r.replies > 0).map((r) => r.id);
  if (ids.length === 0) return new Map<number, CommentOut[]>();
  const thread = alias(comments, 'thread');
  const first = deps.db
    .select(commentColumns)
    .from(comments)
    .where(and(eq(comments.rootId, thread.id), shownTo(callerId)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(COMMENT_REPLY_PREVIEW)
    .as('first');
  const rows = await deps.db.select().from(thread).crossJoinLateral(first).where(inArray(thread.id, ids));
  const flat = await withAuthors(deps, rows.map((r) => r.first), callerId);
  const byRoot = new Map<number, typeof flat>();
  for (const c of flat) byRoot.set(c.rootId!, [...(byRoot.get(c.rootId!) ?? []), c]);
  return byRoot;
}

export async function commentList(deps: Deps, caller: AuthedUser | null, input: z.output<typeof api.commentList.request>) {
  await requireReadable(deps.db, targetOf(input));
  const where = rootsOf(targetOf(input), caller?.id ?? null);
  const key = sortKey(input.sort);
  const after = input.cursor ? decodeCursor(input.cursor, key.kind) : null;
  const position = after
    ? sql`(${comments.pinned}, ${key.column}, ${comments.id}) < (${after[0]}, ${key.param(after[1])}, ${after[2]})`
    : undefined;
  const [fetched, [{ total }]] = await Promise.all([
    deps.db
      .select(commentColumns)
      .from(comments)
      .where(position ? and(where, position) : where)
      .orderBy(desc(comments.pinned), desc(key.column), desc(comments.id))
      .limit(input.pageSize + 1)
      .offset(after ? 0 : pageOffset(input)),
    deps.db.select({ total: count() }).from(comments).where(where),
  ]);
  const rows = fetched.slice(0, input.pageSize);
  const more = fetched.length > input.pageSize;
  const last = rows.at(-1);
  const callerId = caller?.id ?? null;
  const [list, previews] = await Promise.all([withAuthors(deps, rows, callerId), previewsOf(deps, rows, callerId)]);
  const page = pageOf(input, list.map((c) => ({ ...c, preview: previews.get(c.id) ?? [] })), total);
  const nextCursor = more && last ? encodeCursor([last.pinned, key.value(last), last.id] satisfies Position) : null;
  return { ...page, hasMore: after ? more : page.hasMore, nextCursor };
}

/** One thread's replies, oldest first. */
export async function commentReplies(deps: Deps, caller: AuthedUser | null, input: z.output<typeof api.commentReplies.request>) {
  const [root] = await deps.db.select({ contentType: comments.contentType, itemId: comments.itemId }).from(comments).where(eq(comments.id, input.rootId)).limit(1);
  if (root) await requireReadable(deps.db, { contentType: root.contentType, id: root.itemId });
  const where = visibleReplies(input.rootId, caller?.id ?? null);
  const after = input.cursor ? decodeCursor(input.cursor, 'time') : null;
  const position = after ? sql`(${comments.createdAt}, ${comments.id}) > (${String(after[1])}::timestamptz, ${after[2]})` : undefined;
  const [fetched, [{ total }]] = await Promise.all([
    deps.db
      .select(commentColumns)
      .from(comments)
      .where(position ? and(where, position) : where)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(input.pageSize + 1)
      .offset(after ? 0 : pageOffset(input)),
    deps.db.select({ total: count() }).from(comments).where(where),
  ]);
  const rows = fetched.slice(0, input.pageSize);
  const more = fetched.length > input.pageSize;
  const last = rows.at(-1);
  const page = pageOf(input, await withAuthors(deps, rows, caller?.id ?? null), total);
  return { ...page, hasMore: after ? more : page.hasMore, nextCursor: more && last ? encodeCursor([false, last.at!, last.id]) : null };
}

export async function commentHot(deps: Deps, caller: AuthedUser | null, input: z.output<typeof api.commentHot.request>) {
  await requireReadable(deps.db, targetOf(input));
  const rows = await deps.db
    .select(commentColumns)
    .from(comments)
    .where(and(rootsOf(targetOf(input), null), isNull(comments.deletedAt), isNull(comments.hiddenAt), sql`${comments.supports} > 0`))
    .orderBy(desc(comments.supports), desc(comments.id))
    .limit(COMMENT_HOT_LIMIT);
  return withAuthors(deps, rows, caller?.id ?? null);
}

/** The caller's own comments and replies (not deleted), newest first, each with its video's card (null if none). */
export async function myComments(deps: Deps, user: AuthedUser, input: z.output<typeof api.commentMine.request>) {
  const where = and(eq(comments.userId, user.id), isNull(comments.deletedAt));
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select(commentColumns).from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(comments).where(where),
  ]);
  const mediaIds = [...new Set(rows.flatMap((r) => (r.mediaId === null ? [] : [r.mediaId])))];
  const [list, cards] = await Promise.all([withAuthors(deps, rows, user.id), cardsById(deps.db, mediaCards, mediaIds, 'reachable')]);
  return pageOf(input, list.map((c) => ({ ...c, media: c.mediaId === null ? null : (cards.get(c.mediaId) ?? null) })), total);
}
