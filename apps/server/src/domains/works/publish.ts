/**
 * An operator's decision on a work awaiting review (decision 0066, `npm run ops -- approve-work | reject-work`).
 * Approving makes the work a catalogue entry the way an ingested file becomes one (ingest.ts): its cover as a
 * catalogue picture, the media row (author recorded) with its links and its title in search; the clip `work-<id>`
 * is served from the works store where the worker left it. Rejecting keeps the operator's reason on the work and
 * removes its transcoded files. Either way the work's state, the audit row and the author's message are written in
 * one transaction, and only a work in `review` is decided: a second decision changes nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { works } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { workClipName } from '../../lib/media-paths.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { recordOperatorAction } from '../../lib/operator-audit.ts';
import { notifyWorkDecision } from '../message/service.ts';
import { videoTagRefs } from '../tag/service.ts';
import { coverFrameKey, removeCoverFrames, workCoverKey, workPictureName } from './cover-frames.ts';
import { addCatalogueEntry, storeClipCover } from './ingest.ts';

export interface WorkOperator {
  /** Who acts: the OS user or --by. */
  by: string;
  now: Date;
}

export type WorkDecision =
  | { status: 'published'; mediaId: number; title: string }
  | { status: 'rejected' }
  /** No such work, or one not awaiting review (its state says which). */
  | { status: 'refused'; state: string | null };

async function workById(deps: Deps, workId: number) {
  const [row] = await deps.db.select().from(works).where(eq(works.id, workId));
  return row ?? null;
}

/** Works awaiting review, oldest first. */
export function worksInReview(db: Db, limit = 100) {
  return db
    .select({ id: works.id, userId: works.userId, title: works.title, duration: works.duration, bytes: works.bytes, updatedAt: works.updatedAt })
    .from(works)
    .where(eq(works.state, 'review'))
    .orderBy(asc(works.updatedAt), asc(works.id))
    .limit(limit);
}

/** The cover frame the transcoder left beside the work's ladder. */
async function coverFrame(deps: Deps, workId: number): Promise<Buffer> {
  const jpeg = await mediaStores(deps.config).works.readAll(`${workId}/cover.jpg`);
  if (!jpeg) throw new Error(`work #${workId} has no cover frame in the works store`);
  return jpeg;
}

/**
 * Publishes work `workId`: a catalogue entry of its clip, the work `published` with the entry's id. The cover's key
 * is the work's own, so an approval that fails half-way and is run again writes the same picture.
 */
export async function approveWork(deps: Deps, workId: number, operator: WorkOperator): Promise<WorkDecision> {
  const work = await workById(deps, workId);
  if (!work || work.state !== 'review') return { status: 'refused', state: work?.state ?? null };
  const clip = workClipName(work.id);
  const chosenFrame = (row: typeof work) => (row.coverFrame !== null && row.coverFrame < row.coverFrames ? coverFrameKey(row, row.coverFrame) : null);
  // The frame the author chose is already a picture; else the transcoder's cover frame becomes one (made before the
  // transaction: it is file work).
  const transcoderCover = async (row: typeof work) => storeClipCover(deps, workPictureName(row), await coverFrame(deps, row.id), 'works');
  const fallbackCover = chosenFrame(work) ? null : await transcoderCover(work);
  let title = clip;
  const mediaId = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Only the decision that moves the work out of review goes on; another operator's, at the same moment, stops here.
    // The entry is made of the row as claimed: an edit by the author since the look above is what is published.
    const [claimed] = await tx
      .update(works)
      .set({ state: 'published', progress: 100, failureReason: null, updatedAt: operator.now })
      .where(and(eq(works.id, work.id), eq(works.state, 'review')))
      .returning();
    if (!claimed) return null;
    title = claimed.title.trim() || clip;
    // The author's tags still in the catalogue (an operator may have removed one since).
    const tagIds = (await videoTagRefs(tx, claimed.tagIds)).map((tag) => tag.id);
    const id = await addCatalogueEntry(tx, {
      title,
      description: claimed.description,
      cover: chosenFrame(claimed) ?? fallbackCover ?? (await transcoderCover(claimed)),
      duration: Math.max(1, Math.round(claimed.duration ?? 1)),
      clip,
      sourceSha256: null,
      authorId: claimed.userId,
      publishedAt: operator.now,
      visibility: claimed.visibility,
      tagIds,
      actressIds: [],
    });
    if (id === null) throw new Error(`the catalogue entry of work #${work.id} could not be written`);
    await tx.update(works).set({ mediaId: id }).where(eq(works.id, work.id));
    await notifyWorkDecision(tx, { authorId: claimed.userId, mediaId: id, reason: null, subject: title });
    await recordOperatorAction(tx, { actor: operator.by, action: 'approve-work', targetType: 'work', targetId: work.id, reason: `media:${id}`, at: operator.now });
    return id;
  });
  if (mediaId === null) return { status: 'refused', state: (await workById(deps, workId))?.state ?? null };
  return { status: 'published', mediaId, title };
}

/** Rejects work `workId` with a reason its author reads; its transcoded files are removed once that is written. */
export async function rejectWork(deps: Deps, workId: number, reason: string, operator: WorkOperator): Promise<WorkDecision> {
  const trimmed = reason.trim();
  if (!trimmed) throw new Error('a rejection needs a reason');
  const decided = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(works)
      .set({ state: 'rejected', failureReason: trimmed, updatedAt: operator.now })
      .where(and(eq(works.id, workId), eq(works.state, 'review')))
      .returning({ userId: works.userId, title: works.title });
    if (!row) return false;
    await notifyWorkDecision(tx, { authorId: row.userId, mediaId: null, reason: trimmed, subject: row.title });
    await recordOperatorAction(tx, { actor: operator.by, action: 'reject-work', targetType: 'work', targetId: workId, reason: trimmed, at: operator.now });
    return true;
  });
  if (!decided) return { status: 'refused', state: (await workById(deps, workId))?.state ?? null };
  // A cover an earlier, interrupted approval stored goes too.
  const stores = mediaStores(deps.config);
  await stores.works.delete(await stores.works.list(`${workId}/`));
  const [row] = await deps.db.select({ id: works.id, pictureToken: works.pictureToken, coverFrames: works.coverFrames }).from(works).where(eq(works.id, workId));
  if (row) {
    await stores.images.delete([workCoverKey(row)]);
    await removeCoverFrames(deps, row, row.coverFrames);
  }
  return { status: 'rejected' };
}
