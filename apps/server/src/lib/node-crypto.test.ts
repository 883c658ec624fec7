import { UNSIGNED_PAYLOAD, computeSignature, randomBytes, utf8, verifySignatureSync, webCryptoPrimitives } from '@md/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeCryptoPrimitives as node, nodeSyncHashes } from './node-crypto.ts';

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

describe('the synchronous signature check agrees with the browsers\' WebCrypto signing', () => {
  it('accepts what WebCrypto signed and refuses any other signature, for any body, token and secret', async () => {
    const body = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 50 }), fc.constant(null), fc.constant(UNSIGNED_PAYLOAD));
    await fc.assert(
      fc.asyncProperty(body, fc.option(fc.string({ minLength: 20, maxLength: 40 })), fc.string({ minLength: 1, maxLength: 40 }), async (sent, token, secret) => {
        const input = { method: 'post', path: '/api/app/x?q=1', timestamp: 1_790_000_000, nonce: 'ab'.repeat(16), body: sent, token };
        const signature = await computeSignature(secret, input);
        expect(verifySignatureSync(nodeSyncHashes, secret, input, signature)).toBe(true);
        expect(verifySignatureSync(nodeSyncHashes, secret, input, signature.toUpperCase())).toBe(true);
        const flipped = (signature[0] === '0' ? '1' : '0') + signature.slice(1);
        expect(verifySignatureSync(nodeSyncHashes, secret, input, flipped)).toBe(false);
        expect(verifySignatureSync(nodeSyncHashes, secret + 'x', input, signature)).toBe(false);
        expect(verifySignatureSync(nodeSyncHashes, secret, { ...input, body: (typeof sent === 'string' ? sent : '') + ' ' }, signature)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
