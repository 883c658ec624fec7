/** Comments of a video. Text is stored as typed and always rendered as text, never as HTML. */
import { type UserTitle, type api } from '@md/contract';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { cardsById } from '../../lib/card-source.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { authorsById, type Author, type AuthedUser } from '../auth/service.ts';
import { countMediaComment, mediaCards, mediaExists } from '../media/service.ts';
import { titlesByUsers } from '../points/service.ts';

const HOT_LIMIT = 5;

type Row = typeof comments.$inferSelect;
const toComment = (r: Row, author: Author, title: UserTitle) => ({
  id: r.id,
  mediaId: r.mediaId,
  parentId: r.parentId,
  content: r.content,
  supports: r.supports,
  replies: r.replies,
  createdAt: r.createdAt.toISOString(),
  user: { id: author.id, nickname: author.nickname, avatar: author.avatar, title },
});

/** Comments with their authors and titles; a comment whose author is gone is left out, as the join it replaces did. */
async function withAuthors(deps: Deps, rows: Row[]) {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const [authors, titles] = await Promise.all([authorsById(deps, ids), titlesByUsers(deps.db, ids)]);
  return rows.flatMap((r) => {
    const author = authors.get(r.userId);
    return author ? [toComment(r, author, titles.get(r.userId)!)] : [];
  });
}

const topLevelOf = (mediaId: number): SQL => and(eq(comments.mediaId, mediaId), isNull(comments.parentId))!;

export async function commentList(deps: Deps, input: z.output<typeof api.commentList.request>) {
  const where = topLevelOf(input.mediaId);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(comments).where(where),
  ]);
  return pageOf(input, await withAuthors(deps, rows), total);
}

export async function commentHot(deps: Deps, mediaId: number) {
  const rows = await deps.db
    .select()
    .from(comments)
    .where(and(topLevelOf(mediaId), sql`${comments.supports} > 0`))
    .orderBy(desc(comments.supports), desc(comments.id))
    .limit(HOT_LIMIT);
  return withAuthors(deps, rows);
}

export async function addComment(deps: Deps, user: AuthedUser, input: z.output<typeof api.commentAdd.request>) {
  const row = await deps.db.transaction(async (tx) => {
    if (!(await mediaExists(tx as unknown as Db, input.mediaId))) throw notFound('notFound');
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, input.parentId), eq(comments.mediaId, input.mediaId)))
        .limit(1);
      if (!parent) throw notFound('replyTargetMissing');
      await tx.update(comments).set({ replies: sql`${comments.replies} + 1` }).where(eq(comments.id, input.parentId));
    }
    const [row] = await tx.insert(comments).values({ mediaId: input.mediaId, userId: user.id, parentId: input.parentId ?? null, content: input.content }).returning();
    await countMediaComment(tx as unknown as Db, input.mediaId);
    return row;
  });
  const [title] = (await titlesByUsers(deps.db, [user.id])).values();
  return toComment(row, user, title);
}

/** The caller's own comments and replies, newest first, each with its video's card (null if the video is gone). */
export async function myComments(deps: Deps, user: AuthedUser, input: z.output<typeof api.commentMine.request>) {
  const where = eq(comments.userId, user.id);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(comments).where(where),
  ]);
  const [list, cards] = await Promise.all([withAuthors(deps, rows), cardsById(deps.db, mediaCards, [...new Set(rows.map((r) => r.mediaId))])]);
  return pageOf(input, list.map((c) => ({ ...c, media: cards.get(c.mediaId) ?? null })), total);
}
