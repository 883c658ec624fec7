/**
 * A work's candidate cover frames (decision 0068): the transcoder takes them as JPEG files, the worker keeps them as
 * catalogue pictures (WEBP behind the image codec) in the images store, so they are served, from the data folder or
 * a bucket, like every uploaded picture; the author picks one with works/modify/media `cover`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { storedImageBytes } from '../upload/service.ts';
import { coverKey } from './ingest.ts';

/** What names a work's pictures: its id and the random token of its row. */
export interface WorkPictures {
  id: number;
  pictureToken: string;
}

/**
 * `work-<id>-<token>`: the pictures are files anyone with their name may fetch, before the work is published and
 * after it is made private, so the name carries the row's random token (ids alone could be walked). Fixed per work,
 * so a transcode or an approval run again writes the same keys. Works made before the token keep `work-<id>`.
 */
export const workPictureName = (work: WorkPictures) => (work.pictureToken ? `work-${work.id}-${work.pictureToken}` : `work-${work.id}`);

/** A new work's token: 96 random bits. */
export const newPictureToken = () => randomBytes(12).toString('hex');

/** Frame `index` of a work. */
export const coverFrameKey = (work: WorkPictures, index: number) => `uploads/works/${workPictureName(work)}-frame-${index}.webp`;

export const coverFrameKeys = (work: WorkPictures, count: number) => Array.from({ length: count }, (_, i) => coverFrameKey(work, i));

/** The cover approve-work stores from the transcoder's frame when the author chose none. */
export const workCoverKey = (work: WorkPictures) => coverKey(workPictureName(work), 'works');

/**
 * Stores the frames `0.jpg`, `1.jpg`… of `dir` as the work's candidate frames and removes the folder (they are
 * not part of the clip); answers how many there are.
 */
export async function storeCoverFrames(deps: Deps, work: WorkPictures, dir: string): Promise<number> {
  const images = mediaStores(deps.config).images;
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => /^\d+\.jpg$/.test(n));
  const count = names.length;
  for (let i = 0; i < count; i++) {
    const bytes = await storedImageBytes(deps, await fs.readFile(path.join(dir, `${i}.jpg`)));
    await images.put(coverFrameKey(work, i), bytes, { contentType: 'application/octet-stream' });
  }
  await fs.rm(dir, { recursive: true, force: true });
  return count;
}

/** Deletes the work's candidate frames (absent ones are fine). */
export async function removeCoverFrames(deps: Deps, work: WorkPictures, count: number) {
  if (count > 0) await mediaStores(deps.config).images.delete(coverFrameKeys(work, count));
}
