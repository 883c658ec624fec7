/**
 * Where media files are served: the file routes mount them here, the config and play answers point here. Defined
 * once in the contract, where the web client's fallback image path comes from too.
 */
import { MEDIA_IMAGE_PATH, MEDIA_VIDEO_PATH } from '@md/contract';

export const IMAGE_PATH = MEDIA_IMAGE_PATH;
export const VIDEO_PATH = MEDIA_VIDEO_PATH;

/** The clip name under VIDEO_PATH of an uploaded work's ladder (decision 0058): `work-<id>`. */
export const workClipName = (workId: number) => `work-${workId}`;

/** The work id of a clip name made by workClipName, or null for a demo clip. */
export function workIdOfClip(clip: string): number | null {
  const match = /^work-([1-9]\d{0,15})$/.exec(clip);
  return match ? Number(match[1]) : null;
}

/**
 * The clip name of an operator-ingested video (decision 0063): `ingest-<12 hex of the file's SHA-256>-<6 random
 * hex>`. Its files are `<clip>/…` in the works store, beside the works (whose keys are numbers).
 */
export const ingestClipName = (sha256: string, nonce: string) => `ingest-${sha256.slice(0, 12)}-${nonce}`;

export const isIngestClip = (clip: string) => /^ingest-[0-9a-f]{12}-[0-9a-f]{6}$/.test(clip);
