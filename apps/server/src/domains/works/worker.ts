/**
 * The transcode worker (decision 0051): claims `transcode` jobs from the queue, and `ingest` jobs (an operator's
 * `ops ingest --queue`, decision 0063: one file into one catalogue entry, domains/works/ingest.ts); cuts the work into the HLS ladder
 * with a sprite and a cover, and moves the work's state (queued → transcoding n% → review, or failed with the
 * reason once the retries are spent). Runs inside the server by default (WORKER=inline) and as its own command
 * (`npm run worker -w @md/server`, which needs DATABASE_URL: PGlite opens in one process only); several at once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import type { Job, JobQueue } from '../../lib/job-queue.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { INGEST_JOB, ingestFile, type IngestJob } from './ingest.ts';
import { jobQueue, outputDir, removeUploadFiles, removeWorkMedia, setWorkState, TRANSCODE_JOB, uploadsDir, workById } from './service.ts';
import { WORK_COVER_FRAMES } from '@md/contract';
import { removeCoverFrames, storeCoverFrames } from './cover-frames.ts';
import { COVER_FRAMES_DIR, probeVideo, toolsAvailable, transcodeToLadder, TranscodeError } from './transcode.ts';

export interface Worker {
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; a transcode under way is stopped and its job handed back. */
  stop(): Promise<void>;
  /** Resolves when no job is running and none is due (for tests and the one-shot command). */
  idle(): Promise<void>;
}

/** What the worker writes to the log (Fastify's logger in the server, the console in the command). */
export interface WorkerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** How often, at most, a transcode's percent is written. */
const PROGRESS_WRITE_MS = 500;

export function startWorker(deps: Deps, log: WorkerLog, name = 'inline'): Worker {
  const queue = jobQueue(deps, name);
  const { workerConcurrency, pollMs } = deps.config.works;
  const abort = new AbortController();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let stopped = false;

  async function claimAll() {
    while (!stopped && running.size < workerConcurrency) {
      // Creators' works first: an operator's bulk ingest must not hold them back.
      const job = (await queue.claim<{ workId: number }>(TRANSCODE_JOB)) ?? (await queue.claim<IngestJob>(INGEST_JOB));
      if (!job) return;
      const run = job.kind === INGEST_JOB ? runIngestJob(deps, queue, job as Job<IngestJob>, log, abort.signal) : runJob(deps, queue, job as Job<{ workId: number }>, log, abort.signal);
      const task: Promise<void> = run
        .catch((error: unknown) => log.error({ err: error, job: job.id }, `${job.kind} job crashed`))
        .finally(() => {
          running.delete(task);
          if (!stopped) wake();
        });
      running.add(task);
    }
  }

  function wake() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = null;
    ticking ??= claimAll()
      .catch((error: unknown) => log.warn({ err: error }, 'claiming jobs failed'))
      .finally(() => {
        ticking = null;
        if (!stopped) {
          timer = setTimeout(wake, pollMs);
          timer.unref();
        }
      });
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await ticking;
      await Promise.allSettled([...running]);
    },
    async idle() {
      for (;;) {
        await ticking;
        if (running.size === 0) {
          await claimAll();
          if (running.size === 0) return;
        }
        await Promise.race(running);
      }
    },
  };
}

async function runJob(deps: Deps, queue: JobQueue, job: Job<{ workId: number }>, log: WorkerLog, signal: AbortSignal) {
  const work = await workById(deps, job.payload.workId);
  if (!work) return queue.complete(job.id);
  const { tools, leaseSeconds } = deps.config.works;
  const lease = setInterval(() => void queue.renew(job.id).catch(() => undefined), Math.max(1000, (leaseSeconds * 1000) / 3));
  lease.unref();
  try {
    if (!(await toolsAvailable(tools))) throw new TranscodeError('tip:worksTranscodeUnavailable');
    await setWorkState(deps, work.id, 'transcoding', { progress: 0, failureReason: null });
    const input = path.join(uploadsDir(deps), work.uploadId);
    const probe = await probeVideo(tools, input);
    if (!probe) {
      await queue.fail(job, 'tip:worksNotVideo', true);
      await setWorkState(deps, work.id, 'failed', { failureReason: 'tip:worksNotVideo' });
      await removeUploadFiles(deps, work.uploadId);
      return;
    }
    let written = 0;
    let pending: Promise<void> = Promise.resolve();
    const output = outputDir(deps, work.id);
    await transcodeToLadder(
      tools,
      input,
      output,
      probe,
      (percent) => {
        if (Date.now() - written < PROGRESS_WRITE_MS) return;
        written = Date.now();
        pending = pending.then(() => setWorkState(deps, work.id, 'transcoding', { progress: percent })).catch(() => undefined);
      },
      signal,
    );
    await pending;
    // The candidate cover frames become pictures (the images store); the rest is the clip.
    const coverFrames = await storeCoverFrames(deps, work, path.join(output, COVER_FRAMES_DIR));
    // Into the works store: in place in the data folder; uploaded to the bucket and the local copy removed.
    await mediaStores(deps.config).works.putDirectory(String(work.id), output);
    await setWorkState(deps, work.id, 'review', { progress: 100, coverFrames, coverFrame: null });
    await queue.complete(job.id);
    await removeUploadFiles(deps, work.uploadId);
    log.info({ work: work.id }, 'work transcoded');
  } catch (error) {
    if (signal.aborted) {
      await queue.release(job.id);
      await setWorkState(deps, work.id, 'queued', { progress: 0 });
      return;
    }
    const reason = error instanceof Error ? error.message : String(error);
    const final = await queue.fail(job, reason);
    await setWorkState(deps, work.id, final ? 'failed' : 'queued', { progress: 0, failureReason: final ? reason : null });
    if (final) {
      // Nothing of a failed work stays: the transcoder's folders, and whatever of it reached the store.
      await fs.rm(`${outputDir(deps, work.id)}.part`, { recursive: true, force: true });
      await fs.rm(outputDir(deps, work.id), { recursive: true, force: true });
      await removeWorkMedia(deps, work.id).catch((err: unknown) => log.warn({ err, work: work.id }, 'could not remove the media of a failed work'));
      await removeCoverFrames(deps, work, WORK_COVER_FRAMES).catch((err: unknown) => log.warn({ err, work: work.id }, 'could not remove the cover frames of a failed work'));
    }
    log.warn({ work: work.id, attempt: job.attempts, final, reason }, 'transcode failed');
  } finally {
    clearInterval(lease);
  }
}

/** One queued file into one catalogue entry; a file that cannot be one fails at once, a crash is retried. */
async function runIngestJob(deps: Deps, queue: JobQueue, job: Job<IngestJob>, log: WorkerLog, signal: AbortSignal) {
  const lease = setInterval(() => void queue.renew(job.id).catch(() => undefined), Math.max(1000, (deps.config.works.leaseSeconds * 1000) / 3));
  lease.unref();
  try {
    const outcome = await ingestFile(deps, job.payload.file, { by: job.payload.by, signal });
    if (outcome.status === 'failed') {
      await queue.fail(job, outcome.reason, true);
      log.warn({ file: job.payload.file, reason: outcome.reason }, 'ingest failed');
      return;
    }
    await queue.complete(job.id);
    log.info({ file: job.payload.file, media: outcome.mediaId, status: outcome.status }, outcome.status === 'added' ? 'file ingested' : 'file already ingested');
  } catch (error) {
    if (signal.aborted) return queue.release(job.id);
    const reason = error instanceof Error ? error.message : String(error);
    const final = await queue.fail(job, reason);
    log.warn({ file: job.payload.file, attempt: job.attempts, final, reason }, 'ingest failed');
  } finally {
    clearInterval(lease);
  }
}
