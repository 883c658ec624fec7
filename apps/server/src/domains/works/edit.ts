/**
 * A creator edits their works (works/modify/media, works/modify/show). A work is edited in any state; a published
 * work's catalogue entry changes in the same transaction (its row, tag links and counts, and its title's search
 * pieces), through the media, tag and search domains' functions. Another user's work answers as an unknown one.
 */
import { Code, type WorkVisibility } from '@md/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { works } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { editCatalogueEntry, type CatalogueEdit } from '../media/service.ts';
import { indexMediaTitle, unindexMediaTitle } from '../search/service.ts';
import { moveTagMediaCounts, videoTagRefs } from '../tag/service.ts';

export interface WorkEdit {
  title?: string;
  description?: string;
  tagIds?: readonly number[];
  visibility?: WorkVisibility;
}

/** Applies `edit` to the caller's work `workId`; answers the work's row. */
export async function editOwnWork(deps: Deps, userId: number, workId: number, edit: WorkEdit) {
  let tagIds: number[] | undefined;
  if (edit.tagIds !== undefined) {
    tagIds = [...new Set(edit.tagIds)];
    const known = await videoTagRefs(deps.db, tagIds);
    if (known.length !== tagIds.length) throw new ApiError(200, Code.badRequest, 'worksTagUnknown');
  }
  const changes = { ...edit, tagIds };
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(works)
      .set({ ...changes, updatedAt: new Date(deps.now() * 1000) })
      .where(and(eq(works.id, workId), eq(works.userId, userId)))
      .returning();
    if (!row) throw notFound('notFound');
    if (row.state === 'published' && row.mediaId !== null) await editEntry(tx, row.mediaId, changes);
    return row;
  });
}

async function editEntry(tx: Db, mediaId: number, changes: Omit<WorkEdit, 'tagIds'> & { tagIds?: number[] }) {
  // Search counts a public title's pieces only: they come out before a new title or visibility and go back after.
  const reindex = changes.title !== undefined || changes.visibility !== undefined;
  if (reindex) await unindexMediaTitle(tx, mediaId);
  const entry: CatalogueEdit = changes;
  const { removed, added } = await editCatalogueEntry(tx, mediaId, entry);
  await moveTagMediaCounts(tx, removed, -1);
  await moveTagMediaCounts(tx, added, 1);
  if (reindex) await indexMediaTitle(tx, mediaId);
}
