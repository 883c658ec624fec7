/**
 * Operators' actions on comments (npm run ops, decision 0043) and what the report domain asks of a comment. A hidden
 * comment leaves every list as a deleted one does (and leaves the counts); its author still sees it, marked.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema/index.ts';
import { targetKind } from './targets.ts';
import { moveCounts } from './write.ts';

/** The comment if `viewerId` may see it (not deleted, not hidden unless theirs, its content still there), with its author. */
export async function visibleComment(db: Db, id: number, viewerId: number | null) {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId, contentType: comments.contentType, itemId: comments.itemId, hiddenAt: comments.hiddenAt })
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .limit(1);
  if (!row || (row.hiddenAt !== null && row.userId !== viewerId)) return null;
  const kind = (() => {
    try {
      return targetKind(row.contentType);
    } catch {
      return null;
    }
  })();
  if (!kind || !(await kind.exists(db, row.itemId))) return null;
  return { id: row.id, userId: row.userId };
}

/** Hides comment `id` (in the caller's transaction). Null when there is no such comment; false when it was already hidden. */
export async function hideComment(db: Db, id: number, reason: string, at: Date): Promise<boolean | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).for('update').limit(1);
  if (!row) return null;
  if (row.hiddenAt !== null) return false;
  await db.update(comments).set({ hiddenAt: at, hiddenReason: reason }).where(eq(comments.id, id));
  if (row.deletedAt === null) await moveCounts(db, row, -1);
  return true;
}

/** Shows a hidden comment again. Null when there is no such comment; false when it was not hidden. */
export async function unhideComment(db: Db, id: number): Promise<boolean | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).for('update').limit(1);
  if (!row) return null;
  if (row.hiddenAt === null) return false;
  await db.update(comments).set({ hiddenAt: null, hiddenReason: null }).where(eq(comments.id, id));
  if (row.deletedAt === null) await moveCounts(db, row, 1);
  return true;
}

/** What the operators' queue shows of these comments, by id. */
export async function commentsForQueue(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { userId: number; content: string; hidden: boolean; deleted: boolean }>();
  const rows = await db
    .select({ id: comments.id, userId: comments.userId, content: comments.content, hiddenAt: comments.hiddenAt, deletedAt: comments.deletedAt })
    .from(comments)
    .where(inArray(comments.id, ids));
  return new Map(rows.map((r) => [r.id, { userId: r.userId, content: r.content, hidden: r.hiddenAt !== null, deleted: r.deletedAt !== null }]));
}
