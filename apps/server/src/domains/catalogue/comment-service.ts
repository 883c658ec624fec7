/** Comments of a video. Text is stored as typed and always rendered as text, never as HTML. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { comments, media, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthedUser } from '../../plugins/auth.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';

const HOT_LIMIT = 5;

const commentColumns = {
  id: comments.id,
  mediaId: comments.mediaId,
  parentId: comments.parentId,
  content: comments.content,
  supports: comments.supports,
  replies: comments.replies,
  createdAt: comments.createdAt,
  userId: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
};

type Row = { id: number; mediaId: number; parentId: number | null; content: string; supports: number; replies: number; createdAt: Date; userId: number; nickname: string; avatar: string | null };
const toComment = (r: Row) => ({
  id: r.id,
  mediaId: r.mediaId,
  parentId: r.parentId,
  content: r.content,
  supports: r.supports,
  replies: r.replies,
  createdAt: r.createdAt.toISOString(),
  user: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
});

export async function commentList(deps: Deps, input: { mediaId: number; page: number; pageSize: number }) {
  const where = and(eq(comments.mediaId, input.mediaId), isNull(comments.parentId));
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(comments).where(where),
  ]);
  return pageOf(input, rows.map(toComment), total);
}

export async function commentHot(deps: Deps, mediaId: number) {
  const rows = await deps.db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.mediaId, mediaId), isNull(comments.parentId), sql`${comments.supports} > 0`))
    .orderBy(desc(comments.supports), desc(comments.id))
    .limit(HOT_LIMIT);
  return rows.map(toComment);
}

export async function addComment(deps: Deps, user: AuthedUser, input: { mediaId: number; parentId?: number; content: string }) {
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: media.id }).from(media).where(eq(media.id, input.mediaId)).limit(1);
    if (!target) throw notFound('notFound');
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
    await tx.update(media).set({ comments: sql`${media.comments} + 1` }).where(eq(media.id, input.mediaId));
    return toComment({ ...row, userId: user.id, nickname: user.nickname, avatar: user.avatar });
  });
}
