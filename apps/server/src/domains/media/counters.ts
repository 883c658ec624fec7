/** The counts other domains move on a video (collects, comments), inside their own transactions. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';

export async function mediaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id)).limit(1);
  return Boolean(row);
}

/** Moves a video's collect count by delta (never below zero) and gives the new count; null when there is no such video. A delta of 0 only reads it. */
export async function moveMediaCollects(db: Db, id: number, delta: number): Promise<number | null> {
  const [row] = delta
    ? await db.update(media).set({ collects: sql`greatest(${media.collects} + ${delta}, 0)` }).where(eq(media.id, id)).returning({ collects: media.collects })
    : await db.select({ collects: media.collects }).from(media).where(eq(media.id, id)).limit(1);
  return row?.collects ?? null;
}

/** Moves a video's comment count by delta (one comment added, or -1 for one deleted), never below zero. */
export async function countMediaComment(db: Db, id: number, delta = 1) {
  await db.update(media).set({ comments: sql`greatest(${media.comments} + ${delta}, 0)` }).where(eq(media.id, id));
}
