/**
 * Image intake: magic bytes first (the declared type and name are ignored), then the header's pixel count,
 * then a full re-encode to WEBP, which drops EXIF, GPS and any payload hidden after the image data. Callers run it
 * through the upload queue (routes.ts): decoding is the costly part and shares libuv's threads with file reads.
 */
import { UPLOAD_MAX_PIXELS, Code } from '@md/contract';
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../../lib/errors.ts';

const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'gif', test: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { type: 'webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

const notImage = () => new ApiError(415, Code.unsupportedMedia, 'uploadNotImage');

export async function processUpload(input: Buffer, maxPixels = UPLOAD_MAX_PIXELS): Promise<ProcessedImage> {
  if (!sniffImageType(input)) throw notImage();
  let meta: Metadata;
  try {
    // The header only: no pixel is decoded here, so its declared size is checked (below) before any decoding.
    // Sharp's own default cap (268 MP) would otherwise make a larger declared image look broken.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(400, Code.badRequest, 'uploadBroken');
  }
  if (!meta.width || !meta.height) throw new ApiError(400, Code.badRequest, 'uploadBroken');
  if (meta.width * meta.height > maxPixels) throw new ApiError(413, Code.tooLarge, 'uploadTooManyPixels');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ApiError(400, Code.badRequest, 'uploadBroken');
  }
}

/** A centred square of `size` pixels a side, as WEBP (avatars). The input is an image this pipeline stored. */
export async function squareCrop(input: Buffer, size: number): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ApiError(400, Code.badRequest, 'uploadBroken');
  }
}
