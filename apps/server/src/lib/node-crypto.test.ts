import { randomBytes, utf8, webCryptoPrimitives } from '@md/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeCryptoPrimitives as node } from './node-crypto.ts';

const web = webCryptoPrimitives;
const bytes = (a: Uint8Array) => Array.from(a);

describe('node:crypto primitives agree with WebCrypto byte for byte', () => {
  it('SHA-256 and HMAC-SHA256', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), fc.string({ minLength: 1, maxLength: 40 }), async (data, secret) => {
        expect(bytes(await node.sha256(data))).toEqual(bytes(await web.sha256(data)));
        expect(bytes(await node.hmacSha256(secret, data))).toEqual(bytes(await web.hmacSha256(secret, data)));
      }),
      { numRuns: 100 },
    );
  });

  it('AES-256-GCM, each opening what the other sealed, and refusing tampering', async () => {
    const key = randomBytes(32);
    const aad = utf8('md-envelope-v1');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), async (plain) => {
        const iv = randomBytes(12);
        const sealedByNode = await node.aesGcmEncrypt(key, iv, aad, plain);
        const sealedByWeb = await web.aesGcmEncrypt(key, iv, aad, plain);
        expect(bytes(sealedByNode)).toEqual(bytes(sealedByWeb));
        expect(bytes(await web.aesGcmDecrypt(key, iv, aad, sealedByNode))).toEqual(bytes(plain));
        expect(bytes(await node.aesGcmDecrypt(key, iv, aad, sealedByWeb))).toEqual(bytes(plain));
        const tampered = new Uint8Array(sealedByNode);
        tampered[tampered.length - 1] ^= 1;
        await expect(node.aesGcmDecrypt(key, iv, aad, tampered)).rejects.toThrow();
      }),
      { numRuns: 60 },
    );
  });
});
