/** Writing comments: the pre-check, add (banned words, rate, images), delete one's own, support/oppose, pin. */
import { COMMENT_MAX_LENGTH, Code, CommentContentType, showsAtLeast, tipText, type Locale, type api } from '@md/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';
import { commentAttitudes, comments } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { AuthedUser } from '../auth/service.ts';
import { bannedWordMode, screenText } from '../banned-word/service.ts';
import { notifyComment, notifySupport } from '../message/service.ts';
import { claimUpload } from '../upload/service.ts';
import { commentColumns, withAuthors } from './shape.ts';
import { requireReadable, targetKind, targetOf } from './targets.ts';

const forbidden = (tip: 'commentNotYours' | 'commentPinRefused') => new ApiError(200, Code.forbidden, tip);

/** Comments the user may still send this minute; null when there is no limit. */
async function remainingThisMinute(deps: Deps, userId: number, db: Db = deps.db): Promise<number | null> {
  const limit = deps.config.comments.perMinute;
  if (limit === 0) return null;
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(comments)
    .where(and(eq(comments.userId, userId), sql`${comments.createdAt} > now() - interval '60 seconds'`));
  return Math.max(0, limit - recent);
}

export async function confirmComment(deps: Deps, user: AuthedUser, locale: Locale, input: z.output<typeof api.commentConfirm.request>) {
  const text = input.content.trim();
  const [screened, remaining] = await Promise.all([screenText(deps, text), remainingThisMinute(deps, user.id)]);
  const problems: { kind: 'empty' | 'tooLong' | 'bannedWord' | 'rate'; tip: string }[] = [];
  // As comment/add counts it: text of zero-width spaces is empty.
  if (!showsAtLeast(1)(text)) problems.push({ kind: 'empty', tip: tipText(locale, 'commentEmpty') });
  if (text.length > COMMENT_MAX_LENGTH) problems.push({ kind: 'tooLong', tip: tipText(locale, 'commentTooLong') });
  if (screened.found.length > 0 && bannedWordMode(deps) === 'refuse') problems.push({ kind: 'bannedWord', tip: tipText(locale, 'commentBannedWord') });
  if (remaining === 0) problems.push({ kind: 'rate', tip: tipText(locale, 'commentRate') });
  return { ok: problems.length === 0, problems, content: screened.masked, bannedWords: screened.found, maxLength: COMMENT_MAX_LENGTH, remaining };
}

export async function addComment(deps: Deps, user: AuthedUser, input: z.output<typeof api.commentAdd.request>) {
  const target = targetOf(input);
  const kind = targetKind(target.contentType);
  if ((await remainingThisMinute(deps, user.id)) === 0) throw tooManyRequests('commentRate');
  const screened = await screenText(deps, input.content);
  if (screened.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'commentBannedWord');
  if (!(await kind.exists(deps.db, target.id))) throw notFound('notFound');
  for (const image of new Set(input.images)) if (!(await claimUpload(deps, user.id, image))) throw badRequest('commentImageInvalid');
  const row = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Counted again under the user's lock, with the insert in the same transaction: the check above alone let a
    // burst of parallel sends all see the same count (21 of 30 got through a limit of 10).
    await lockFor(tx, LockSpace.comments, user.id);
    if ((await remainingThisMinute(deps, user.id, db)) === 0) throw tooManyRequests('commentRate');
    let rootId: number | null = null;
    let parentAuthorId: number | null = null;
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: comments.id, rootId: comments.rootId, userId: comments.userId })
        .from(comments)
        .where(and(eq(comments.id, input.parentId), eq(comments.contentType, target.contentType), eq(comments.itemId, target.id), isNull(comments.deletedAt), isNull(comments.hiddenAt)))
        .limit(1);
      if (!parent) throw notFound('replyTargetMissing');
      rootId = parent.rootId ?? parent.id;
      parentAuthorId = parent.userId;
      await tx.update(comments).set({ replies: sql`${comments.replies} + 1` }).where(eq(comments.id, rootId));
    }
    const [inserted] = await tx
      .insert(comments)
      .values({
        contentType: target.contentType,
        itemId: target.id,
        mediaId: target.contentType === CommentContentType.media ? target.id : null,
        userId: user.id,
        parentId: input.parentId ?? null,
        rootId,
        content: screened.masked,
        images: [...new Set(input.images)],
      })
      .returning();
    await kind.countComment(db, target.id, 1);
    await notifyComment(db, { actorId: user.id, contentType: target.contentType, itemId: target.id, commentId: inserted.id, text: inserted.content, ownerId: await kind.ownerOf(db, target.id), parentAuthorId });
    return inserted;
  });
  const [made] = await withAuthors(deps, [row], user.id);
  // The author is the caller: only an account deleted meanwhile has none.
  if (!made) throw notFound('notFound');
  return made;
}

/** Moves the counts a visible comment adds to: its thread root's replies and its content's comments (+1 or -1). */
export async function moveCounts(db: Db, row: { rootId: number | null; contentType: number; itemId: number }, delta: 1 | -1) {
  if (row.rootId !== null) await db.update(comments).set({ replies: sql`greatest(${comments.replies} + ${delta}, 0)` }).where(eq(comments.id, row.rootId));
  await targetKind(row.contentType).countComment(db, row.itemId, delta);
}

/** Soft delete of one's own comment: lists leave it out, or show a placeholder for a root that has replies. */
export async function deleteComment(deps: Deps, user: AuthedUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(comments).where(and(eq(comments.id, id), isNull(comments.deletedAt))).for('update').limit(1);
    if (!row) throw notFound('notFound');
    if (row.userId !== user.id) throw forbidden('commentNotYours');
    await tx.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, id));
    // A hidden comment was already taken out of the counts when an operator hid it.
    if (row.hiddenAt === null) await moveCounts(tx as unknown as Db, row, -1);
  });
  return { deleted: true as const };
}

/** Support or oppose; the same again takes it back; the other one switches. One per user (a row per pair). */
export async function setCommentAttitude(deps: Deps, user: AuthedUser, input: z.output<typeof api.commentAttitude.request>) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: comments.id, userId: comments.userId, contentType: comments.contentType, itemId: comments.itemId, content: comments.content })
      .from(comments)
      .where(and(eq(comments.id, input.id), isNull(comments.deletedAt), isNull(comments.hiddenAt)))
      .for('update')
      .limit(1);
    if (!row) throw notFound('notFound');
    // Under a private video: out of reach, as the video is.
    await requireReadable(tx as unknown as Db, { contentType: row.contentType, id: row.itemId });
    const key = and(eq(commentAttitudes.userId, user.id), eq(commentAttitudes.commentId, input.id));
    const [before] = await tx.select({ attitude: commentAttitudes.attitude }).from(commentAttitudes).where(key).limit(1);
    const previous = before?.attitude ?? 0;
    const next = previous === input.attitude ? 0 : input.attitude;
    if (next === 0) await tx.delete(commentAttitudes).where(key);
    else await tx.insert(commentAttitudes).values({ userId: user.id, commentId: input.id, attitude: next }).onConflictDoUpdate({ target: [commentAttitudes.userId, commentAttitudes.commentId], set: { attitude: next } });
    const delta = (value: number) => (next === value ? 1 : 0) - (previous === value ? 1 : 0);
    const [counts] = await tx
      .update(comments)
      .set({ supports: sql`greatest(${comments.supports} + ${delta(1)}, 0)`, opposes: sql`greatest(${comments.opposes} + ${delta(-1)}, 0)` })
      .where(eq(comments.id, input.id))
      .returning({ supports: comments.supports, opposes: comments.opposes });
    if (next === 1) await notifySupport(tx as unknown as Db, { actorId: user.id, recipientId: row.userId, contentType: row.contentType, itemId: row.itemId, commentId: row.id, text: row.content });
    return { attitude: next as -1 | 0 | 1, ...counts };
  });
}

/** Pins or unpins a root comment, whoever asks: operators' tools call this directly. Null when there is no such root. */
export async function setCommentPinned(deps: Pick<Deps, 'db'>, id: number, pinned: boolean): Promise<boolean | null> {
  const [row] = await deps.db.update(comments).set({ pinned }).where(and(eq(comments.id, id), isNull(comments.rootId))).returning({ pinned: comments.pinned });
  return row ? row.pinned : null;
}

/**
 * A pin asked by a user: only the owner of the commented content may (a post's author; videos have none). For the
 * call a content with owners will bring (posts).
 */
export async function pinAsOwner(deps: Deps, userId: number, id: number, pinned: boolean) {
  const [row] = await deps.db
    .select(commentColumns)
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.rootId), isNull(comments.deletedAt), isNull(comments.hiddenAt)))
    .limit(1);
  if (!row) throw notFound('notFound');
  const owner = await targetKind(row.contentType).ownerOf(deps.db, row.itemId);
  if (owner !== userId) throw forbidden('commentPinRefused');
  return { pinned: (await setCommentPinned(deps, id, pinned)) ?? false };
}
