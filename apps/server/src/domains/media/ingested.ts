/**
 * Videos an operator ingested from files (decision 0063): known by the SHA-256 of the file's bytes
 * (media.source_sha256, unique), so the same content is never added twice.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, mediaActresses, mediaTags } from '../../db/schema/index.ts';

/** The video made from this content, if there is one. */
export async function mediaIngestedAs(db: Db, sha256: string): Promise<number | null> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.sourceSha256, sha256)).limit(1);
  return row?.id ?? null;
}

export interface IngestedMedia {
  title: string;
  description: string;
  /** Image key of the cover (IMAGE_PATH). */
  cover: string;
  /** Seconds. */
  duration: number;
  clip: string;
  sourceSha256: string;
  publishedAt: Date;
  tagIds: readonly number[];
  actressIds: readonly number[];
}

/**
 * The row and its links, in the caller's transaction; null when a video of this content exists already (another
 * ingest finished first). The tags' and actresses' counts are their owners' to move.
 */
export async function insertIngestedMedia(db: Db, entry: IngestedMedia): Promise<number | null> {
  const { tagIds, actressIds, ...row } = entry;
  const [made] = await db.insert(media).values(row).onConflictDoNothing({ target: media.sourceSha256 }).returning({ id: media.id });
  if (!made) return null;
  if (tagIds.length > 0) await db.insert(mediaTags).values(tagIds.map((tagId) => ({ mediaId: made.id, tagId })));
  if (actressIds.length > 0) await db.insert(mediaActresses).values(actressIds.map((actressId) => ({ mediaId: made.id, actressId })));
  return made.id;
}
