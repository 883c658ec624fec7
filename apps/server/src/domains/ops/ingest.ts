/**
 * `npm run ops -- ingest <folder> [--queue] [--by <name>]` (decision 0063): every video file under the folder
 * (recursively; hidden files and folders left out) becomes a catalogue entry (domains/works/ingest.ts), one file at
 * a time; a file whose content is in the catalogue already is skipped. Failures are listed at the end and touch
 * nothing else. With --queue the files are handed to the job queue instead, for the worker to ingest.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { JobQueue } from '../../lib/job-queue.ts';
import { recordOperatorAction } from '../../lib/operator-audit.ts';
import { mediaIngestedAs } from '../media/service.ts';
import { INGEST_JOB, ingestFile, isVideoName, jobQueue, sha256OfFile, type IngestJob } from '../works/service.ts';
import { INGEST_USAGE, terminalText, type OpsResult } from './command.ts';
import { silentProgress, type IngestProgress } from './ingest-progress.ts';

export interface IngestSummary {
  added: { file: string; mediaId: number }[];
  skipped: { file: string; mediaId: number | null }[];
  queued: { file: string; jobId: number }[];
  failed: { file: string; reason: string }[];
}

/** The video files under `folder`, sorted, as absolute paths. */
export async function videoFilesUnder(folder: string): Promise<string[]> {
  const root = path.resolve(folder);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && isVideoName(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !path.relative(root, file).split(path.sep).some((part) => part.startsWith('.')))
    .sort();
}

/** A queued ingest of this content not yet done (ready, or running). */
async function queuedAlready(db: Db, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, INGEST_JOB), sql`${jobs.state} in ('ready', 'running')`, sql`${jobs.payload}->>'sha256' = ${sha256}`))
    .limit(1);
  return Boolean(row);
}

const usageResult = (): OpsResult => ({ ok: false, usage: true, output: `usage: npm run ops -- ingest <folder> [--queue] [--by <name>]\n${INGEST_USAGE}` });

export async function runIngest(
  deps: Deps,
  argv: string[],
  context: { defaultBy: string; now: Date },
  progress: IngestProgress = silentProgress,
): Promise<OpsResult & { summary?: IngestSummary }> {
  const args = argv[0] === 'ingest' ? argv.slice(1) : argv;
  let by = context.defaultBy.trim();
  let queue = false;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--queue') queue = true;
    else if (args[i] === '--by') by = (args[++i] ?? '').trim();
    else rest.push(args[i]);
  }
  if (rest.length !== 1 || !by) return usageResult();
  const folder = path.resolve(rest[0]);
  const stat = await fs.stat(folder).catch(() => null);
  if (!stat?.isDirectory()) return { ok: false, output: `no folder ${folder}` };
  const files = await videoFilesUnder(folder);
  if (files.length === 0) return { ok: true, output: `no video files under ${folder}`, summary: { added: [], skipped: [], queued: [], failed: [] } };

  const summary: IngestSummary = { added: [], skipped: [], queued: [], failed: [] };
  const shown = (file: string) => terminalText(path.relative(folder, file), 120);
  const queueOf = queue ? jobQueue(deps, 'ops') : null;
  progress.start(files.length);
  try {
    for (const [i, file] of files.entries()) {
      progress.file(i + 1, path.relative(folder, file));
      try {
        if (queueOf) {
          const sha256 = await sha256OfFile(file);
          const known = await mediaIngestedAs(deps.db, sha256);
          if (known !== null || (await queuedAlready(deps.db, sha256))) {
            summary.skipped.push({ file, mediaId: known });
            progress.done(`skipped ${shown(file)}: ${known !== null ? `already media #${known}` : 'already queued'}`);
            continue;
          }
          const payload: IngestJob = { file, sha256, by: by.slice(0, 64) };
          const jobId = await deps.db.transaction(async (t) => {
            const tx = t as unknown as Db;
            const id = await new JobQueue(tx, queueOf.options).enqueue(INGEST_JOB, payload, deps.config.works.maxAttempts);
            await recordOperatorAction(tx, { actor: by, action: 'ingest-queue', targetType: 'media', targetId: null, reason: file, at: context.now });
            return id;
          });
          summary.queued.push({ file, jobId });
          progress.done(`queued ${shown(file)}: job #${jobId}`);
          continue;
        }
        const outcome = await ingestFile(deps, file, { by, onProgress: (p) => progress.percent(p) });
        if (outcome.status === 'added') {
          summary.added.push({ file, mediaId: outcome.mediaId });
          progress.done(`added ${shown(file)}: media #${outcome.mediaId} "${terminalText(outcome.title, 60)}"`);
        } else if (outcome.status === 'skipped') {
          summary.skipped.push({ file, mediaId: outcome.mediaId });
          progress.done(`skipped ${shown(file)}: already media #${outcome.mediaId}`);
        } else {
          summary.failed.push({ file, reason: outcome.reason });
          progress.done(`failed ${shown(file)}: ${terminalText(outcome.reason, 200)}`);
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        summary.failed.push({ file, reason });
        progress.done(`failed ${shown(file)}: ${terminalText(reason, 200)}`);
      }
    }
  } finally {
    progress.stop();
  }
  const counts = queue
    ? `${summary.queued.length} queued, ${summary.skipped.length} skipped, ${summary.failed.length} failed`
    : `${summary.added.length} added, ${summary.skipped.length} skipped, ${summary.failed.length} failed`;
  const lines = [`${files.length} video file(s) under ${folder}: ${counts}`];
  if (summary.failed.length > 0) {
    lines.push('failures (nothing was written for them):');
    for (const f of summary.failed) lines.push(`  ${shown(f.file)}: ${terminalText(f.reason, 300)}`);
  }
  return { ok: summary.failed.length === 0, output: lines.join('\n'), summary };
}
