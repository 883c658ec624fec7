/**
 * Videos an operator ingested from files (decision 0063): known by the SHA-256 of the file's bytes
 * (media.source_sha256, unique), so the same content is never added twice. Creators' published works (decision
 * 0066) become entries the same way, with their author and no hash.
 */
import { and, eq, inArray } from 'drizzle-orm';
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
  /** The ingested file's content hash; null for a creator's work. */
  sourceSha256: string | null;
  /** The creator of a published work (decision 0066); null for an operator's video. */
  authorId?: number | null;
  publishedAt: Date;
  /** public (the default), unlisted or private: a published work's choice (works/modify/show). */
  visibility?: string;
  tagIds: readonly number[];
  actressIds: readonly number[];
}

/**
 * The row and its links, in the caller's transaction; null when a video of this content exists already (another
 * ingest finished first; never for a row without a hash). The tags' and actresses' counts are their owners' to move.
 */
export async function insertIngestedMedia(db: Db, entry: IngestedMedia): Promise<number | null> {
  const { tagIds, actressIds, ...row } = entry;
  const [made] = await db.insert(media).values(row).onConflictDoNothing({ target: media.sourceSha256 }).returning({ id: media.id });
  if (!made) return null;
  if (tagIds.length > 0) await db.insert(mediaTags).values(tagIds.map((tagId) => ({ mediaId: made.id, tagId })));
  if (actressIds.length > 0) await db.insert(mediaActresses).values(actressIds.map((actressId) => ({ mediaId: made.id, actressId })));
  return made.id;
}

export interface CatalogueEdit {
  title?: string;
  description?: string;
  tagIds?: readonly number[];
  visibility?: string;
  /** A picture's path (a work's chosen cover frame, decision 0068). */
  cover?: string;
}

/**
 * Changes a published work's entry (works/modify, in the caller's transaction): its row, and its tag links when
 * `tagIds` is given. Answers the tags taken off and put on (their counts are the tag domain's to move).
 */
export async function editCatalogueEntry(db: Db, mediaId: number, edit: CatalogueEdit): Promise<{ removed: number[]; added: number[] }> {
  const { tagIds, ...fields } = edit;
  const row = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(row).length > 0) await db.update(media).set(row).where(eq(media.id, mediaId));
  if (tagIds === undefined) return { removed: [], added: [] };
  const before = (await db.select({ tagId: mediaTags.tagId }).from(mediaTags).where(eq(mediaTags.mediaId, mediaId))).map((r) => r.tagId);
  const removed = before.filter((t) => !tagIds.includes(t));
  const added = tagIds.filter((t) => !before.includes(t));
  if (removed.length > 0) await db.delete(mediaTags).where(and(eq(mediaTags.mediaId, mediaId), inArray(mediaTags.tagId, removed)));
  if (added.length > 0) await db.insert(mediaTags).values(added.map((tagId) => ({ mediaId, tagId })));
  return { removed, added };
}
