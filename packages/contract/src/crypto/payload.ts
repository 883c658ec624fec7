/**
 * Envelope payload encryption: AES-256-GCM over the JSON text of `data`.
 * Encrypted envelope: `data` = base64(ciphertext ‖ 16-byte tag), `hash` = base64(12-byte IV).
 * Like the signing key, the data key reaches browsers: this hides payloads from casual scraping only.
 */
import { fromBase64, fromUtf8, randomBytes, toBase64, utf8 } from './bytes.ts';
import { primitives } from './primitives.ts';

const AAD = utf8('md-envelope-v1');
const rawKeys = new Map<string, Uint8Array>();

function rawKey(base64Key: string): Uint8Array {
  let key = rawKeys.get(base64Key);
  if (!key) {
    key = fromBase64(base64Key);
    if (key.length !== 32) throw new Error('The data key must be 32 bytes, base64-encoded');
    rawKeys.set(base64Key, key);
  }
  return key;
}

export interface EncryptedPayload {
  data: string;
  hash: string;
}

export function encryptPayload(base64Key: string, value: unknown): Promise<EncryptedPayload> {
  return encryptPayloadText(base64Key, JSON.stringify(value ?? null));
}

/** Encrypts JSON text already made (the server keeps the text of cached answers). */
export async function encryptPayloadText(base64Key: string, json: string): Promise<EncryptedPayload> {
  const key = rawKey(base64Key);
  const iv = randomBytes(12);
  const sealed = await primitives().aesGcmEncrypt(key, iv, AAD, utf8(json));
  return { data: toBase64(sealed), hash: toBase64(iv) };
}

/** Throws when the payload was altered or the key is wrong. */
export async function decryptPayload<T = unknown>(base64Key: string, payload: EncryptedPayload): Promise<T> {
  const plain = await primitives().aesGcmDecrypt(rawKey(base64Key), fromBase64(payload.hash), AAD, fromBase64(payload.data));
  return JSON.parse(fromUtf8(plain)) as T;
}
