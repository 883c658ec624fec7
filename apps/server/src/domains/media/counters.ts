/** The counts other domains move on a video (collects, comments), inside their own transactions. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import { reachableMedia } from './cards.ts';

/** Whether a video is one anyone may reach by its id (public or unlisted): a private work has no comments, danmaku, collects or reviews from others. */
export async function mediaReachable(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(and(eq(media.id, id), reachableMedia)).limit(1);
  return Boolean(row);
}

/**
 * Moves a video's collect count by delta (never below zero) and gives the new count; null when there is no such
 * video anyone may reach (a private work is out of everyone's collection, as out of their lists). A delta of 0 only
 * reads it.
 */
export async function moveMediaCollects(db: Db, id: number, delta: number): Promise<number | null> {
  const which = and(eq(media.id, id), reachableMedia);
  const [row] = delta
    ? await db.update(media).set({ collects: sql`greatest(${media.collects} + ${delta}, 0)` }).where(which).returning({ collects: media.collects })
    : await db.select({ collects: media.collects }).from(media).where(which).limit(1);
  return row?.collects ?? null;
}

/** Moves a video's comment count by delta (one comment added, or -1 for one deleted), never below zero. */
export async function countMediaComment(db: Db, id: number, delta = 1) {
  await db.update(media).set({ comments: sql`greatest(${media.comments} + ${delta}, 0)` }).where(eq(media.id, id));
}
