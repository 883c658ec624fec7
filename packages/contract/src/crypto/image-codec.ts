/**
 * The image codec (spec section 7): the first 100 bytes of every served image are XOR-ed with a key,
 * so a plain <img src> of our URLs shows nothing. XOR is its own inverse: one function encodes and decodes.
 * Returns a new array; the input is left alone.
 */
import { IMAGE_CODEC_LENGTH } from '../constants.ts';
import { utf8 } from './bytes.ts';

export function xorImageHead(bytes: Uint8Array, key: string): Uint8Array<ArrayBuffer> {
  const keyBytes = utf8(key);
  if (keyBytes.length === 0) throw new Error('The image key must not be empty');
  const out = new Uint8Array(bytes.length);
  out.set(bytes);
  const end = Math.min(IMAGE_CODEC_LENGTH, out.length);
  for (let i = 0; i < end; i++) out[i] ^= keyBytes[i % keyBytes.length];
  return out;
}

export const encodeImage = xorImageHead;
export const decodeImage = xorImageHead;
