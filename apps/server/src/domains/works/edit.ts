/**
 * A creator edits their works (works/modify/media, works/modify/show). A work is edited in any state; a published
 * work's catalogue entry changes in the same transaction (its row, tag links and counts, and its title's search
 * pieces), through the media, tag and search domains' functions. Another user's work answers as an unknown one.
 * A cover is chosen by the index of one of the work's candidate frames (decision 0068).
 */
import { Code, type WorkVisibility } from '@md/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';
import { works } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { coverFrameKey } from './cover-frames.ts';
import { bannedWordMode, screenText } from '../banned-word/service.ts';
import { editCatalogueEntry, type CatalogueEdit } from '../media/service.ts';
import { indexMediaTitle, unindexMediaTitle } from '../search/service.ts';
import { moveTagMediaCounts, videoTagRefs } from '../tag/service.ts';

export interface WorkEdit {
  title?: string;
  description?: string;
  tagIds?: readonly number[];
  visibility?: WorkVisibility;
  /** The index of one of the work's candidate cover frames. */
  cover?: number;
}

/**
 * A title or description as it may be shown in the catalogue: banned words masked, or refused with 4114 when the
 * site refuses them (BANNED_WORD_MODE), the rule of posts, comments and video lists.
 */
async function screened(deps: Deps, text: string): Promise<string> {
  const result = await screenText(deps, text);
  if (result.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'workBannedWord');
  return result.masked;
}

/** Applies `edit` to the caller's work `workId`; answers the work's row. */
export async function editOwnWork(deps: Deps, userId: number, workId: number, edit: WorkEdit) {
  let tagIds: number[] | undefined;
  if (edit.tagIds !== undefined) {
    tagIds = [...new Set(edit.tagIds)];
    const known = await videoTagRefs(deps.db, tagIds);
    if (known.length !== tagIds.length) throw new ApiError(200, Code.badRequest, 'worksTagUnknown');
  }
  const { cover, ...fields } = edit;
  const changes = { ...fields, tagIds };
  if (changes.title !== undefined) changes.title = await screened(deps, changes.title);
  if (changes.description !== undefined) changes.description = await screened(deps, changes.description);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const mine = and(eq(works.id, workId), eq(works.userId, userId));
    if (cover !== undefined) {
      // The frames are checked on the locked row: a transcode finishing meanwhile cannot slip in between.
      const [current] = await tx.select({ coverFrames: works.coverFrames }).from(works).where(mine).for('update');
      if (!current) throw notFound('notFound');
      if (current.coverFrames === 0) throw new ApiError(200, Code.worksCoverNotReady, 'worksCoverNotReady');
      if (cover >= current.coverFrames) throw new ApiError(200, Code.worksCoverUnknown, 'worksCoverUnknown');
    }
    const [row] = await tx
      .update(works)
      .set({ ...changes, ...(cover === undefined ? {} : { coverFrame: cover }), updatedAt: new Date(deps.now() * 1000) })
      .where(mine)
      .returning();
    if (!row) throw notFound('notFound');
    if (row.state === 'published' && row.mediaId !== null) {
      await editEntry(tx, row.mediaId, { ...changes, ...(cover === undefined ? {} : { cover: coverFrameKey(row, cover) }) });
    }
    return row;
  });
}

async function editEntry(tx: Db, mediaId: number, changes: Omit<WorkEdit, 'tagIds' | 'cover'> & { tagIds?: number[]; cover?: string }) {
  // Search counts a public title's pieces only: they come out before a new title or visibility and go back after.
  const reindex = changes.title !== undefined || changes.visibility !== undefined;
  await lockFor(tx, LockSpace.catalogue, 0);
  if (reindex) await unindexMediaTitle(tx, mediaId);
  const entry: CatalogueEdit = changes;
  const { removed, added } = await editCatalogueEntry(tx, mediaId, entry);
  await moveTagMediaCounts(tx, removed, -1);
  await moveTagMediaCounts(tx, added, 1);
  if (reindex) await indexMediaTitle(tx, mediaId);
}
