import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from './image-codec.ts';

const key = 'image-key';

describe('image codec', () => {
  it('round-trips and changes exactly the first 100 bytes', () => {
    const original = new Uint8Array(300).map((_, i) => (i * 31) & 0xff);
    const encoded = encodeImage(original, key);
    expect(decodeImage(encoded, key)).toEqual(original);
    const changed = encoded.map((b, i) => (b !== original[i] ? 1 : 0));
    expect(changed.slice(100).every((c) => c === 0)).toBe(true);
    // Every key byte is non-zero, so every one of the first 100 bytes changes.
    expect(changed.slice(0, 100).every((c) => c === 1)).toBe(true);
  });

  it('handles images shorter than 100 bytes and leaves the input untouched', () => {
    const original = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const copy = original.slice();
    const encoded = encodeImage(original, key);
    expect(original).toEqual(copy);
    expect(encoded).not.toEqual(original);
    expect(decodeImage(encoded, key)).toEqual(original);
  });

  it('refuses an empty key', () => {
    expect(() => encodeImage(new Uint8Array(4), '')).toThrow();
  });
});
