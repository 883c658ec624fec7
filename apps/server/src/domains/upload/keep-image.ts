/**
 * Stores one processed image the way every upload is stored: codec applied, a name of ours, the quota checked,
 * the row recorded before the file (a crash between them leaves a row the sweep cleans, never a file nothing counts),
 * and the row removed again when the file cannot be written.
 */
import { Code, encodeImage, randomBytes, toHex } from '@md/contract';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { mediaStores } from '../../lib/media-store.ts';
import type { ProcessedImage } from './images.ts';
import { forgetUpload, recordUpload, usedBytes } from './store.ts';

export interface KeptImage {
  path: string;
  width: number;
  height: number;
}

export async function keepImage(deps: Deps, userId: number, image: ProcessedImage): Promise<KeptImage> {
  const stored = encodeImage(image.data, deps.config.imageKey);
  if ((await usedBytes(deps, userId)) + stored.length > deps.config.uploads.quotaBytes) throw new ApiError(413, Code.tooLarge, 'uploadQuotaFull');
  // The name is ours: random, with the date as folders; nothing of the client's file name survives.
  const now = new Date(deps.now() * 1000);
  const folder = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const relative = `${folder}/${toHex(randomBytes(16))}.webp`;
  await recordUpload(deps, userId, relative, stored.length);
  try {
    // The store removes a partial file of ours and leaves a name that already existed (never ours) alone.
    await mediaStores(deps.config).images.put(relative, stored, { exclusive: true });
  } catch (error) {
    await forgetUpload(deps, relative);
    throw error;
  }
  return { path: relative, width: image.width, height: image.height };
}
