/**
 * The four cryptographic operations the protocol uses. WebCrypto by default, so the same code runs in browsers,
 * server rendering and the server; a runtime with a faster native library may install its own (the API server
 * installs node:crypto, whose calls cost far less per request than Node 20's WebCrypto). Formats, canonical
 * strings and keys stay in one place: the modules that call these.
 */
import { toHex, utf8 } from './bytes.ts';

export interface CryptoPrimitives {
  sha256(data: Uint8Array): Promise<Uint8Array>;
  hmacSha256(secret: string, data: Uint8Array): Promise<Uint8Array>;
  /** AES-256-GCM; the result is ciphertext followed by the 16-byte tag. */
  aesGcmEncrypt(key: Uint8Array, iv: Uint8Array, aad: Uint8Array, plain: Uint8Array): Promise<Uint8Array>;
  /** Rejects when the tag does not match. */
  aesGcmDecrypt(key: Uint8Array, iv: Uint8Array, aad: Uint8Array, sealed: Uint8Array): Promise<Uint8Array>;
}

const subtle = () => globalThis.crypto.subtle;
const hmacKeys = new Map<string, Promise<CryptoKey>>();
const aesKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
const buf = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

function hmacKey(secret: string) {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = subtle().importKey('raw', utf8(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    hmacKeys.set(secret, key);
  }
  return key;
}

function aesKey(raw: Uint8Array) {
  let key = aesKeys.get(raw);
  if (!key) {
    key = subtle().importKey('raw', buf(raw), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    aesKeys.set(raw, key);
  }
  return key;
}

export const webCryptoPrimitives: CryptoPrimitives = {
  sha256: async (data) => new Uint8Array(await subtle().digest('SHA-256', buf(data))),
  hmacSha256: async (secret, data) => new Uint8Array(await subtle().sign('HMAC', await hmacKey(secret), buf(data))),
  aesGcmEncrypt: async (key, iv, aad, plain) =>
    new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(aad) }, await aesKey(key), buf(plain))),
  aesGcmDecrypt: async (key, iv, aad, sealed) =>
    new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(aad) }, await aesKey(key), buf(sealed))),
};

let current: CryptoPrimitives = webCryptoPrimitives;

export const primitives = () => current;

/** Installs another implementation of the same four operations (tests prove they agree). */
export function useCryptoPrimitives(next: CryptoPrimitives) {
  current = next;
}

export async function sha256Hex(data: Uint8Array | string): Promise<string> {
  return toHex(await primitives().sha256(typeof data === 'string' ? utf8(data) : data));
}
