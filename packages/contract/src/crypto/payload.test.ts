import { describe, expect, it } from 'vitest';
import { fromBase64, randomBytes, toBase64 } from './bytes.ts';
import { decryptPayload, encryptPayload } from './payload.ts';

const key = toBase64(new Uint8Array(32).map((_, i) => i * 7));

describe('payload encryption', () => {
  it('round-trips values, Chinese text included', async () => {
    const value = { list: [{ id: 1, title: '夏日海边的午后' }], total: 1, empty: null };
    const encrypted = await encryptPayload(key, value);
    expect(encrypted.data).not.toContain('夏日');
    expect(fromBase64(encrypted.hash)).toHaveLength(12);
    expect(await decryptPayload(key, encrypted)).toEqual(value);
  });

  it('uses a fresh IV each time', async () => {
    const a = await encryptPayload(key, { x: 1 });
    const b = await encryptPayload(key, { x: 1 });
    expect(a.hash).not.toBe(b.hash);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses altered ciphertext and a wrong key', async () => {
    const encrypted = await encryptPayload(key, { x: 1 });
    const bytes = fromBase64(encrypted.data);
    bytes[0] ^= 1;
    await expect(decryptPayload(key, { ...encrypted, data: toBase64(bytes) })).rejects.toThrow();
    await expect(decryptPayload(toBase64(randomBytes(32)), encrypted)).rejects.toThrow();
  });

  it('refuses a key of the wrong size', async () => {
    await expect(encryptPayload(toBase64(randomBytes(16)), 1)).rejects.toThrow(/32 bytes/);
  });
});
