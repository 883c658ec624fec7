/**
 * Operator ingest (decision 0063): one video file on this machine becomes one catalogue entry. The file is known by
 * the SHA-256 of its bytes (media.source_sha256), so a file ingested once is skipped after, whatever its name.
 * Its title comes from a sidecar `<name>.json` beside it (title, description, tags, actresses) or from the file
 * name. Tags and actresses are matched by name (case-insensitive) and never created: a name the catalogue does not
 * know fails the file before any transcoding, so the operator fixes the sidecar and runs again.
 * The transcode is the works' (transcode.ts): same ladder, sprite and cover, kept in the works store as the clip
 * `ingest-…`; the entry's rows are the media domain's, the tag and actress counts their owners'. A failure leaves
 * nothing behind: no row, no clip files, no cover.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { toHex } from '@md/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';
import type { Deps } from '../../deps.ts';
import { ingestClipName } from '../../lib/media-paths.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { recordOperatorAction } from '../../lib/operator-audit.ts';
import { actressIdsByName, moveActressMediaCounts } from '../actress/service.ts';
import { insertIngestedMedia, mediaIngestedAs, type IngestedMedia } from '../media/service.ts';
import { indexMediaTitle } from '../search/service.ts';
import { moveTagMediaCounts, videoTagIdsByName } from '../tag/service.ts';
import { storedImageBytes } from '../upload/service.ts';
import { probeVideo, toolsAvailable, transcodeToLadder } from './transcode.ts';

/** File name endings taken as videos when a folder is walked; ffprobe then judges the content. */
export const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(['.mp4', '.m4v', '.mov', '.mkv', '.webm', '.avi', '.ts', '.mts', '.mpg', '.mpeg', '.flv', '.wmv', '.3gp', '.ogv']);

export const isVideoName = (name: string) => VIDEO_EXTENSIONS.has(path.extname(name).toLowerCase());

const TITLE_MAX = 200;

/** What a sidecar may say; any other key is a mistake (a typo would otherwise be dropped without a word). */
const sidecarSchema = z
  .object({
    title: z.string().trim().min(1).max(TITLE_MAX).optional(),
    description: z.string().trim().max(5000).optional(),
    tags: z.array(z.string().trim().min(1).max(32)).max(50).optional(),
    actresses: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
  })
  .strict();

export type Sidecar = z.infer<typeof sidecarSchema>;

/** A failure that is the file's own (not a video, a bad sidecar, an unknown name): trying again will not help. */
export class IngestRefused extends Error {}

export type IngestOutcome = { status: 'added'; mediaId: number; title: string } | { status: 'skipped'; mediaId: number } | { status: 'failed'; reason: string };

export interface IngestOptions {
  /** The operator, for the audit row. */
  by: string;
  /** Whole percents of the file's work (hashing and probing are quick; the transcode is most of it). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** `clip.mp4` → `clip.json` beside it. */
export const sidecarPath = (file: string) => path.join(path.dirname(file), `${path.basename(file, path.extname(file))}.json`);

/** The sidecar of a video, or null when it has none. */
export async function readSidecar(file: string): Promise<Sidecar | null> {
  let text: string;
  try {
    text = await fs.readFile(sidecarPath(file), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw new IngestRefused(`sidecar unreadable: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new IngestRefused(`sidecar ${path.basename(sidecarPath(file))} is not JSON`);
  }
  const result = sidecarSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new IngestRefused(`sidecar ${path.basename(sidecarPath(file))}: ${issue.path.join('.') || 'top level'}: ${issue.message}`);
  }
  return result.data;
}

/** `My_holiday.clip.mp4` → `My holiday clip`: the name without its ending, separators as spaces. */
export function titleFromFileName(file: string): string {
  const base = path.basename(file, path.extname(file));
  const title = base.replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim();
  return [...(title || base)].slice(0, TITLE_MAX).join('');
}

/**
 * Under uploads/: where a bucket's pictures are served from (lib/media-store.ts); no row counts it against anyone.
 * An ingested video's cover is under `ingest/`, a published work's under `works/` (decision 0066).
 */
export const coverKey = (clip: string, folder: 'ingest' | 'works' = 'ingest') => `uploads/${folder}/${clip}.webp`;

/**
 * Stores the cover frame the transcoder took (a JPEG) as a catalogue picture at coverKey; answers the key. Refused
 * (IngestRefused) for bytes that are not a picture.
 */
export async function storeClipCover(deps: Deps, clip: string, jpeg: Buffer, folder: 'ingest' | 'works' = 'ingest'): Promise<string> {
  let cover: Uint8Array;
  try {
    cover = await storedImageBytes(deps, jpeg);
  } catch {
    throw new IngestRefused('no cover could be taken from the video');
  }
  const key = coverKey(clip, folder);
  await mediaStores(deps.config).images.put(key, cover, { contentType: 'application/octet-stream' });
  return key;
}

/**
 * A catalogue entry of a transcoded clip, in the caller's transaction: the media row with its tag and actress
 * links, their counts, and its title in search. Null when an entry of the same content exists already.
 */
export async function addCatalogueEntry(tx: Db, entry: IngestedMedia): Promise<number | null> {
  await lockFor(tx, LockSpace.catalogue, 0);
  const id = await insertIngestedMedia(tx, entry);
  if (id === null) return null;
  await moveTagMediaCounts(tx, entry.tagIds, 1);
  await moveActressMediaCounts(tx, entry.actressIds, 1);
  await indexMediaTitle(tx, id);
  return id;
}

/**
 * Ingests one file. Answers `skipped` for content already in the catalogue and `failed` with the reason for a file
 * that cannot become an entry (IngestRefused); throws for anything else (a tool or a store that failed), which a
 * queued job may retry. Either way nothing of it is left behind.
 */
export async function ingestFile(deps: Deps, file: string, options: IngestOptions): Promise<IngestOutcome> {
  try {
    return await ingestOrRefuse(deps, file, options);
  } catch (error) {
    if (error instanceof IngestRefused) return { status: 'failed', reason: error.message };
    throw error;
  }
}

async function ingestOrRefuse(deps: Deps, file: string, options: IngestOptions): Promise<IngestOutcome> {
  const progress = options.onProgress ?? (() => undefined);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new IngestRefused('no such file');
  const sha256 = await sha256OfFile(file);
  const known = await mediaIngestedAs(deps.db, sha256);
  if (known !== null) return { status: 'skipped', mediaId: known };
  const sidecar = await readSidecar(file);
  const [tagIds, actressIds] = await Promise.all([videoTagIdsByName(deps.db, sidecar?.tags ?? []), actressIdsByName(deps.db, sidecar?.actresses ?? [])]);
  const unknown = [...tagIds.unknown.map((n) => `tag "${n}"`), ...actressIds.unknown.map((n) => `actress "${n}"`)];
  if (unknown.length > 0) throw new IngestRefused(`not in the catalogue (never created by ingest): ${unknown.join(', ')}`);
  const { tools } = deps.config.works;
  if (!(await toolsAvailable(tools))) throw new Error('ffmpeg and ffprobe are not available (FFMPEG_PATH, FFPROBE_PATH)');
  const probe = await probeVideo(tools, file);
  if (!probe) throw new IngestRefused('not a video (ffprobe finds no video stream with a duration)');
  progress(1);

  const clip = ingestClipName(sha256, toHex(randomBytes(3)));
  const stores = mediaStores(deps.config);
  // As a work's: in place in the data folder, a staging copy when the store is a bucket.
  const output = path.join(deps.config.works.dir, 'media', clip);
  const cleanUp = async () => {
    await fs.rm(`${output}.part`, { recursive: true, force: true });
    await fs.rm(output, { recursive: true, force: true });
    await stores.works.delete(await stores.works.list(`${clip}/`));
    await stores.images.delete([coverKey(clip)]);
  };
  try {
    await transcodeToLadder(tools, file, output, probe, (percent) => progress(Math.max(1, Math.min(95, percent))), options.signal);
    const jpeg = await fs.readFile(path.join(output, 'cover.jpg')).catch(() => {
      throw new IngestRefused('no cover could be taken from the video');
    });
    const cover = await storeClipCover(deps, clip, jpeg);
    await stores.works.putDirectory(clip, output);
    progress(97);
    const title = sidecar?.title ?? titleFromFileName(file);
    const mediaId = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const id = await addCatalogueEntry(tx, {
        title,
        description: sidecar?.description ?? '',
        cover,
        duration: Math.max(1, Math.round(probe.duration)),
        clip,
        sourceSha256: sha256,
        publishedAt: new Date(deps.now() * 1000),
        tagIds: tagIds.ids,
        actressIds: actressIds.ids,
      });
      if (id === null) return null;
      await recordOperatorAction(tx, { actor: options.by, action: 'ingest', targetType: 'media', targetId: id, reason: path.basename(file), at: new Date(deps.now() * 1000) });
      return id;
    });
    if (mediaId === null) {
      // Another ingest of the same content finished first (two operators, or the queue and the command).
      await cleanUp();
      const other = await mediaIngestedAs(deps.db, sha256);
      if (other !== null) return { status: 'skipped', mediaId: other };
      throw new Error('the entry could not be written');
    }
    progress(100);
    return { status: 'added', mediaId, title };
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }
}

/** The job kind of a queued ingest (`ingest <folder> --queue`), claimed by the works' worker. */
export const INGEST_JOB = 'ingest';

export interface IngestJob {
  /** Absolute path, readable by the worker's machine. */
  file: string;
  /** The content's hash when it was queued (the worker hashes the file again: it may have changed since). */
  sha256: string;
  by: string;
}
