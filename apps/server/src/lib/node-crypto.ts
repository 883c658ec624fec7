/** The protocol's four primitives on node:crypto: same algorithms and bytes as WebCrypto, far less per-call cost. */
import { createCipheriv, createDecipheriv, createHash, createHmac, createSecretKey, hash, type KeyObject } from 'node:crypto';
import type { CryptoPrimitives, SyncHashes } from '@md/contract';

const TAG_BYTES = 16;

export const nodeCryptoPrimitives: CryptoPrimitives = {
  sha256: async (data) => createHash('sha256').update(data).digest(),
  hmacSha256: async (secret, data) => createHmac('sha256', secret).update(data).digest(),
  async aesGcmEncrypt(key, iv, aad, plain) {
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aad);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  },
  async aesGcmDecrypt(key, iv, aad, sealed) {
    if (sealed.length < TAG_BYTES) throw new Error('sealed payload too short');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  },
};

/** Keys made once per secret: turning the secret string into a key is a good part of one HMAC's cost. */
const hmacKeys = new Map<string, KeyObject>();

export const nodeSyncHashes: SyncHashes = {
  // One call, no hash object: the body digest of every signed call.
  sha256Hex: (text) => hash('sha256', text, 'hex'),
  hmacSha256Hex(secret, text) {
    let key = hmacKeys.get(secret);
    if (!key) hmacKeys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
    return createHmac('sha256', key).update(text, 'utf8').digest('hex');
  },
};
