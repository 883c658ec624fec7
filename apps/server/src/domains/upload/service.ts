/**
 * What other domains may use of uploads. A domain that keeps an uploaded path (an avatar, a cover) claims it
 * with claimUpload when it stores it; an upload nobody claims is deleted after UPLOAD_UNCLAIMED_HOURS.
 */
import path from 'node:path';
import { decodeImage, encodeImage, randomBytes, toHex } from '@md/contract';
import type { Deps } from '../../deps.ts';
import { mediaStores } from '../../lib/media-store.ts';
import { processUpload, squareCrop } from './images.ts';
import { claim, isUploadOf, recordUpload, sweepUnclaimed } from './store.ts';

/** Marks `path` (as upload/img answered it) as used by its uploader; false when it is not this user's upload. */
export function claimUpload(deps: Deps, userId: number, path: string): Promise<boolean> {
  return claim(deps, userId, path);
}

/** Deletes the uploads nothing claimed in time; returns how many. Run periodically by the upload routes. */
export function sweepUnclaimedUploads(deps: Deps): Promise<number> {
  return sweepUnclaimed(deps, deps.config.uploads.unclaimedSeconds);
}

/**
 * A centred square copy, `size` pixels a side, of the caller's upload `relative`, stored beside it as a new image
 * (names never change once served) and claimed at once; null when `relative` is not this user's upload. The
 * original stays unclaimed unless something else claims it, and is swept in time.
 */
export async function claimSquareCopy(deps: Deps, userId: number, relative: string, size: number): Promise<string | null> {
  if (!(await isUploadOf(deps, userId, relative))) return null;
  const images = mediaStores(deps.config).images;
  // Absent (swept meanwhile) is "not uploaded"; a store that cannot answer is an error, not a missing upload.
  const stored = await images.readAll(relative);
  if (!stored) return null;
  const square = encodeImage(await squareCrop(Buffer.from(decodeImage(stored, deps.config.imageKey)), size), deps.config.imageKey);
  const copy = `${path.posix.dirname(relative)}/${toHex(randomBytes(16))}.webp`;
  await recordUpload(deps, userId, copy, square.length);
  await images.put(copy, square, { exclusive: true });
  await claim(deps, userId, copy);
  return copy;
}

/**
 * A picture our own tools made (an ingested video's cover frame, decision 0063) in the form every stored image
 * has: re-encoded to WEBP, the image codec applied. Throws for bytes that are not a picture.
 */
export async function storedImageBytes(deps: Deps, input: Buffer): Promise<Uint8Array> {
  const { data } = await processUpload(input);
  return encodeImage(data, deps.config.imageKey);
}
