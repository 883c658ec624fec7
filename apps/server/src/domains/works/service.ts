/**
 * Works: the rows of uploaded videos and their states (decision 0051). The tus routes (routes.ts) start, finish and
 * drop uploads here; the worker (worker.ts) moves a work through transcoding.
 */
import { Code, type Tip } from '@md/contract';
import { and, count, desc, eq, lt, notInArray, sql, sum } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';
import type { Deps } from '../../deps.ts';
import { works } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { JobQueue } from '../../lib/job-queue.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { screenText } from '../banned-word/service.ts';
import { newPictureToken } from './cover-frames.ts';

// Operator ingest (decision 0063): files into catalogue entries, by the command or through the queue.
export { INGEST_JOB, ingestFile, isVideoName, sha256OfFile, type IngestJob, type IngestOutcome } from './ingest.ts';
// Operators' decisions on works awaiting review (decision 0066).
export { approveWork, rejectWork, worksInReview, type WorkDecision, type WorkOperator } from './publish.ts';

export const TRANSCODE_JOB = 'transcode';

/** Where an upload's bytes are kept while they arrive (the tus file store's folder). */
export const uploadsDir = (deps: Deps) => path.join(deps.config.works.dir, 'incoming');
/**
 * Where the transcoder writes a work's ladder, sprite and cover; the works store (lib/media-store.ts) then keeps
 * them as `<workId>/…`: with the data folder this folder is the store's own, with a bucket it is a staging copy.
 */
export const outputDir = (deps: Deps, workId: number) => path.join(deps.config.works.dir, 'media', String(workId));

export function jobQueue(deps: Deps, name = 'server'): JobQueue {
  const { leaseSeconds, backoffSeconds } = deps.config.works;
  const workerId = `${os.hostname()}:${process.pid}:${name}:${randomBytes(3).toString('hex')}`;
  return new JobQueue(deps.db, { workerId, leaseSeconds, backoffSeconds, now: deps.now });
}

const seconds = (deps: Deps) => new Date(deps.now() * 1000);

/**
 * A new upload's row, before its file exists (the upload belongs to its user from the first byte), after its checks:
 * size cap, uploads at once, quota. Counted and written under the user's lock: parallel creates each saw the same
 * count and sum (ten 2 GiB uploads went in against one at a time and a 10 GiB quota).
 */
export async function openUpload(deps: Deps, userId: number, upload: { id: string; bytes: number; title: string }) {
  const { maxBytes, uploadsAtOnce, quotaBytes } = deps.config.works;
  if (upload.bytes > maxBytes) throw new ApiError(413, Code.worksTooLarge, { key: 'worksTooLarge', vars: { mb: Math.floor(maxBytes / 1024 / 1024) } });
  // A file's name is not refused for a banned word: the word is masked, and the author can retitle the work.
  const { masked } = await screenText(deps, upload.title.slice(0, 100));
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockFor(db, LockSpace.uploads, userId);
    const [open] = await db.select({ n: count() }).from(works).where(and(eq(works.userId, userId), eq(works.state, 'uploading')));
    if (open.n >= uploadsAtOnce) throw new ApiError(429, Code.worksUploadsAtOnce, { key: 'worksUploadsAtOnce', vars: { max: uploadsAtOnce } }, { 'retry-after': '60' });
    if ((await usedBytes({ ...deps, db }, userId)) + upload.bytes > quotaBytes) throw new ApiError(413, Code.worksQuotaFull, 'worksQuotaFull');
    await db.insert(works).values({ uploadId: upload.id, userId, bytes: upload.bytes, title: masked, pictureToken: newPictureToken(), createdAt: seconds(deps), updatedAt: seconds(deps) });
  });
}

export async function usedBytes(deps: Pick<Deps, 'db'>, userId: number): Promise<number> {
  // Failed and rejected works keep no files.
  const [row] = await deps.db.select({ bytes: sum(works.bytes) }).from(works).where(and(eq(works.userId, userId), notInArray(works.state, ['failed', 'rejected'])));
  return Number(row.bytes ?? 0);
}

/** The caller's unfinished upload of this id, or a refusal that says nothing of other users' uploads. */
export async function ownUpload(deps: Deps, userId: number, uploadId: string) {
  const [row] = await deps.db.select().from(works).where(and(eq(works.uploadId, uploadId), eq(works.userId, userId)));
  if (!row) throw new ApiError(404, Code.worksUploadNotFound, 'worksUploadNotFound');
  return row;
}

export async function touchUpload(deps: Deps, uploadId: string) {
  await deps.db.update(works).set({ updatedAt: seconds(deps) }).where(and(eq(works.uploadId, uploadId), eq(works.state, 'uploading')));
}

/**
 * Removes an unfinished upload: its row, then its bytes and the store's sidecar. False, and nothing removed, when it
 * is no longer unfinished: its last bytes were queued (or it was removed) by a request racing this one; with
 * `idleSince` (the sweep's), also when bytes arrived since then. Row first: the row is the claim both sides take, and
 * files left by a crash between are stray files the sweep removes.
 */
export async function dropUpload(deps: Deps, uploadId: string, idleSince?: Date): Promise<boolean> {
  const unfinished = and(eq(works.uploadId, uploadId), eq(works.state, 'uploading'), idleSince ? lt(works.updatedAt, idleSince) : undefined);
  const dropped = await deps.db.delete(works).where(unfinished).returning({ id: works.id });
  if (dropped.length === 0) return false;
  await removeUploadFiles(deps, uploadId);
  return true;
}

export async function removeUploadFiles(deps: Deps, uploadId: string) {
  const dir = uploadsDir(deps);
  await Promise.all([fs.rm(path.join(dir, uploadId), { force: true }), fs.rm(path.join(dir, `${uploadId}.json`), { force: true })]);
}

/**
 * A whole, probed upload: queued, and its transcode job in the queue. Null when it is no longer an unfinished upload
 * (cancelled while its last bytes were checked).
 */
export async function queueWork(deps: Deps, queue: JobQueue, uploadId: string, duration: number): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(works)
      .set({ state: 'queued', duration, updatedAt: seconds(deps) })
      .where(and(eq(works.uploadId, uploadId), eq(works.state, 'uploading')))
      .returning({ id: works.id });
    if (!row) return null;
    await new JobQueue(tx as never, queue.options).enqueue(TRANSCODE_JOB, { workId: row.id }, deps.config.works.maxAttempts);
    return row.id;
  });
}

/** Deletes every file of a work's ladder, sprite and cover from the works store; returns how many there were. */
export async function removeWorkMedia(deps: Deps, workId: number): Promise<number> {
  const store = mediaStores(deps.config).works;
  const keys = await store.list(`${workId}/`);
  await store.delete(keys);
  return keys.length;
}

export async function setWorkState(deps: Deps, workId: number, state: string, fields: { progress?: number; failureReason?: string | null; coverFrames?: number; coverFrame?: number | null } = {}) {
  await deps.db.update(works).set({ state, ...fields, updatedAt: seconds(deps) }).where(eq(works.id, workId));
}

export async function workById(deps: Deps, workId: number) {
  const [row] = await deps.db.select().from(works).where(eq(works.id, workId));
  return row ?? null;
}

export async function listOwnWorks(deps: Deps, userId: number, page: number, pageSize: number) {
  const where = eq(works.userId, userId);
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(works).where(where).orderBy(desc(works.id)).limit(pageSize).offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(works).where(where),
  ]);
  return { rows, total: total.n };
}

/** Failure reasons kept as catalogue keys are shown in the reader's language; ffmpeg's own words as they are. */
export function reasonTip(reason: string | null): Tip | null {
  return reason === null ? null : reason.startsWith('tip:') ? (reason.slice(4) as Tip) : null;
}

/**
 * Deletes uploads that stopped arriving more than WORKS_STALE_UPLOAD_HOURS ago (rows, then files; one resumed since
 * the sweep looked is kept), and stray files in the incoming folder that no row owns (a crash between the store and
 * the row).
 */
export async function sweepStaleUploads(deps: Deps): Promise<number> {
  const before = new Date((deps.now() - deps.config.works.staleUploadSeconds) * 1000);
  const stale = await deps.db.select({ uploadId: works.uploadId }).from(works).where(and(eq(works.state, 'uploading'), lt(works.updatedAt, before)));
  for (const { uploadId } of stale) await dropUpload(deps, uploadId, before);
  const names = await fs.readdir(uploadsDir(deps)).catch(() => [] as string[]);
  const ids = [...new Set(names.map((n) => n.replace(/\.json$/, '')))];
  if (ids.length > 0) {
    const known = await deps.db.select({ uploadId: works.uploadId }).from(works).where(sql`${works.uploadId} in ${ids}`);
    const keep = new Set(known.map((k) => k.uploadId));
    for (const id of ids) if (!keep.has(id)) await removeUploadFiles(deps, id);
  }
  return stale.length;
}
