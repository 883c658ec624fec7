/**
 * Verifies every API call's signature (see docs/api.md), its timestamp window and its nonce. The signing key
 * ships to browsers, so this is anti-abuse and anti-replay, not authentication.
 */
import {
  Code,
  HEADER_API_KEY,
  HEADER_KEY_ID,
  HEADER_USER_AGENT,
  SIGNATURE_WINDOW_SECONDS,
  SYSTEM_TYPE_MOBILE,
  SYSTEM_TYPE_PC,
  UNSIGNED_PAYLOAD,
  parseApiKey,
  parseUserAgent,
  verifySignatureSync,
  type ClientIdentity,
} from '@md/contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { Deps } from '../deps.ts';
import { ApiError } from '../lib/errors.ts';
import { nodeSyncHashes } from '../lib/node-crypto.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientIdentity | null;
  }
}

const badSignature = () => new ApiError(401, Code.badSignature, 'badSignature');
const DEV_ID = /^[A-Za-z0-9_-]{0,64}$/;

/** What the signature check reads of a call (Fastify's request). */
export interface SignedCall {
  method: string;
  /** Path with its query string, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The JSON body as text; null for none. */
  rawBody: string | null;
}

/**
 * Checks the key id, client identity, timestamp window and signature, synchronously; returns the caller's
 * identity and the nonce, which the caller spends only after this passed (see spendNonce).
 */
export function checkSignature(deps: Deps, call: SignedCall): { client: ClientIdentity; nonce: string } {
  const headers = call.headers;
  if (headers[HEADER_KEY_ID] !== deps.config.sign.keyId) throw badSignature();
  const client = parseUserAgent(header(headers, HEADER_USER_AGENT));
  if (!client || (client.systemType !== SYSTEM_TYPE_MOBILE && client.systemType !== SYSTEM_TYPE_PC)) throw badSignature();
  if (!DEV_ID.test(client.devId)) throw badSignature();
  const apiKey = parseApiKey(header(headers, HEADER_API_KEY));
  if (!apiKey) throw badSignature();

  if (Math.abs(deps.now() - apiKey.timestamp) > SIGNATURE_WINDOW_SECONDS) {
    throw new ApiError(401, Code.staleRequest, 'staleRequest');
  }
  // File bytes are not signed: multipart uploads, and the tus upload's PATCH bodies (decision 0051).
  const contentType = headers['content-type'] ?? '';
  const multipart = contentType.startsWith('multipart/form-data') || contentType === 'application/offset+octet-stream';
  const input = {
    method: call.method,
    path: call.url,
    timestamp: apiKey.timestamp,
    nonce: apiKey.nonce,
    body: multipart ? UNSIGNED_PAYLOAD : call.rawBody,
    token: bearerToken(headers),
  };
  if (!verifySignatureSync(nodeSyncHashes, deps.config.sign.secret, input, apiKey.signature)) throw badSignature();
  return { client, nonce: apiKey.nonce };
}

/**
 * Spends a correctly signed request's nonce, remembered for the whole window either side; a second use is refused.
 * The nonces outlive the process (decisions 0021, 0033): the kv store is Redis with REDIS_URL, and without it the
 * embedded store writes its markers to a file in the data folder before answering, so a request captured before a
 * restart is refused after it.
 */
export async function spendNonce(deps: Deps, nonce: string) {
  if (!(await deps.kv.setIfAbsent(`nonce:${nonce}`, SIGNATURE_WINDOW_SECONDS * 2))) throw replayed();
}

const replayed = () => new ApiError(401, Code.replayedRequest, 'replayedRequest');

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? undefined : value;
}
