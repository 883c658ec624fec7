/**
 * A work's candidate cover frames (decision 0068): the transcoder takes them as JPEG files, the worker keeps them as
 * catalogue pictures (WEBP behind the image codec) in the images store, so they are served, from the data folder or
 * a bucket, like every uploaded picture; the author picks one with works/modify/media `cover`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { storedImageBytes } from '../upload/service.ts';

/** Frame `index` of work `workId`: a fixed key, so a transcode run again writes the same pictures. */
export const coverFrameKey = (workId: number, index: number) => `uploads/works/work-${workId}-frame-${index}.webp`;

export const coverFrameKeys = (workId: number, count: number) => Array.from({ length: count }, (_, i) => coverFrameKey(workId, i));

/**
 * Stores the frames `0.jpg`, `1.jpg`… of `dir` as work `workId`'s candidate frames and removes the folder (they are
 * not part of the clip); answers how many there are.
 */
export async function storeCoverFrames(deps: Deps, workId: number, dir: string): Promise<number> {
  const images = mediaStores(deps.config).images;
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => /^\d+\.jpg$/.test(n));
  const count = names.length;
  for (let i = 0; i < count; i++) {
    const bytes = await storedImageBytes(deps, await fs.readFile(path.join(dir, `${i}.jpg`)));
    await images.put(coverFrameKey(workId, i), bytes, { contentType: 'application/octet-stream' });
  }
  await fs.rm(dir, { recursive: true, force: true });
  return count;
}

/** Deletes work `workId`'s candidate frames (absent ones are fine). */
export async function removeCoverFrames(deps: Deps, workId: number, count: number) {
  if (count > 0) await mediaStores(deps.config).images.delete(coverFrameKeys(workId, count));
}
