/**
 * Request signing. The key ships to browsers, so a valid signature proves only that the caller runs our
 * client code (anti-abuse, replay protection), never who the user is: that is the token's job.
 *
 *   serect:        key id
 *   X-User-Agent:  systemType=h5;version=1.0.1+27;devId=<device id>
 *   x-api-key:     t=<unix seconds>,n=<nonce>,s=<hex HMAC-SHA256>
 *   canonical:     METHOD \n PATH?QUERY \n t \n n \n sha256hex(body) or UNSIGNED-PAYLOAD \n token
 */
import { CLIENT_VERSION, HEADER_API_KEY, HEADER_AUTHORIZATION, HEADER_KEY_ID, HEADER_USER_AGENT, UNSIGNED_PAYLOAD } from '../constants.ts';
import { randomBytes, toHex, utf8, constantTimeEqual } from './bytes.ts';
import { primitives, sha256Hex } from './primitives.ts';

export interface SignInput {
  method: string;
  /** Path with its query string, as sent. */
  path: string;
  timestamp: number;
  nonce: string;
  /** The raw body text, or null for no body (digest of the empty string), or UNSIGNED_PAYLOAD. */
  body: string | null | typeof UNSIGNED_PAYLOAD;
  token: string | null;
}

export async function bodyDigest(body: SignInput['body']): Promise<string> {
  if (body === UNSIGNED_PAYLOAD) return UNSIGNED_PAYLOAD;
  return sha256Hex(body ?? '');
}

/** The canonical text, given the body's digest (or UNSIGNED_PAYLOAD): the one definition both paths share. */
export function canonicalText(input: SignInput, digest: string): string {
  return [input.method.toUpperCase(), input.path, String(input.timestamp), input.nonce, digest, input.token ?? ''].join('\n');
}

export async function canonicalString(input: SignInput): Promise<string> {
  return canonicalText(input, await bodyDigest(input.body));
}

export async function computeSignature(secret: string, input: SignInput): Promise<string> {
  return toHex(await primitives().hmacSha256(secret, utf8(await canonicalString(input))));
}

export async function verifySignature(secret: string, input: SignInput, signature: string): Promise<boolean> {
  return constantTimeEqual(await computeSignature(secret, input), signature.toLowerCase());
}

/** Hex digests computed synchronously, for a runtime that has them natively (the API server's node:crypto). */
export interface SyncHashes {
  sha256Hex(text: string): string;
  hmacSha256Hex(secret: string, text: string): string;
}

/**
 * verifySignature without a promise per step: the server checks every call, and the same canonical text and the
 * same algorithms keep it in step with the browsers' WebCrypto path (a test holds the two together).
 */
export function verifySignatureSync(hashes: SyncHashes, secret: string, input: SignInput, signature: string): boolean {
  const digest = input.body === UNSIGNED_PAYLOAD ? UNSIGNED_PAYLOAD : hashes.sha256Hex(input.body ?? '');
  return constantTimeEqual(hashes.hmacSha256Hex(secret, canonicalText(input, digest)), signature.toLowerCase());
}

export function newNonce(): string {
  return toHex(randomBytes(16));
}

export interface ApiKeyParts {
  timestamp: number;
  nonce: string;
  signature: string;
}

export function formatApiKey(parts: ApiKeyParts): string {
  return `t=${parts.timestamp},n=${parts.nonce},s=${parts.signature}`;
}

/** Null when the header is not in the expected shape. */
export function parseApiKey(header: string | undefined): ApiKeyParts | null {
  if (!header || header.length > 256) return null;
  const match = /^t=(\d{1,12}),n=([0-9a-f]{16,64}),s=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return null;
  return { timestamp: Number(match[1]), nonce: match[2].toLowerCase(), signature: match[3].toLowerCase() };
}

export interface ClientIdentity {
  systemType: string;
  version: string;
  devId: string;
}

export function formatUserAgent(identity: Omit<ClientIdentity, 'version'> & { version?: string }): string {
  return `systemType=${identity.systemType};version=${identity.version ?? CLIENT_VERSION};devId=${identity.devId}`;
}

export function parseUserAgent(header: string | undefined): ClientIdentity | null {
  if (!header || header.length > 256) return null;
  // Read on every signed call: one pass, no intermediate map; a later field of the same name wins.
  let systemType: string | undefined;
  let version: string | undefined;
  let devId = '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 'systemType') systemType = value;
    else if (name === 'version') version = value;
    else if (name === 'devId') devId = value;
  }
  if (!systemType || !version) return null;
  return { systemType, version, devId };
}

export interface SignedHeadersInput {
  keyId: string;
  secret: string;
  method: string;
  path: string;
  body: SignInput['body'];
  token: string | null;
  systemType: string;
  devId: string;
  /** Seconds; defaults to now. */
  timestamp?: number;
  nonce?: string;
}

function signInput(input: SignedHeadersInput): SignInput {
  return { method: input.method, path: input.path, timestamp: input.timestamp ?? Math.floor(Date.now() / 1000), nonce: input.nonce ?? newNonce(), body: input.body, token: input.token };
}

function protocolHeaders(input: SignedHeadersInput, signed: SignInput, signature: string): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER_KEY_ID]: input.keyId,
    [HEADER_USER_AGENT]: formatUserAgent({ systemType: input.systemType, devId: input.devId }),
    [HEADER_API_KEY]: formatApiKey({ timestamp: signed.timestamp, nonce: signed.nonce, signature }),
  };
  if (input.token) headers[HEADER_AUTHORIZATION] = `Bearer ${input.token}`;
  return headers;
}

/** Every header a signed call carries except the XSRF pair. */
export async function signedHeaders(input: SignedHeadersInput): Promise<Record<string, string>> {
  const signed = signInput(input);
  return protocolHeaders(input, signed, await computeSignature(input.secret, signed));
}

/** signedHeaders without promises, for a load generator signing every request of a stream as it sends it. */
export function signedHeadersSync(hashes: SyncHashes, input: SignedHeadersInput): Record<string, string> {
  const signed = signInput(input);
  const digest = signed.body === UNSIGNED_PAYLOAD ? UNSIGNED_PAYLOAD : hashes.sha256Hex(signed.body ?? '');
  return protocolHeaders(input, signed, hashes.hmacSha256Hex(input.secret, canonicalText(signed, digest)));
}
