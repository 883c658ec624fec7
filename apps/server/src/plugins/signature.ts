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
  zhCN,
  type ClientIdentity,
} from '@md/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { ApiError } from '../lib/errors.ts';
import { nodeSyncHashes } from '../lib/node-crypto.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientIdentity | null;
  }
}

const badSignature = () => new ApiError(401, Code.badSignature, zhCN.badSignature);
const DEV_ID = /^[A-Za-z0-9_-]{0,64}$/;

/**
 * Checks the key id, client identity, timestamp window and signature, synchronously; returns the nonce, which
 * the caller spends only after this passed (see spendNonce).
 */
export function checkSignature(deps: Deps, request: FastifyRequest): string {
  if (request.headers[HEADER_KEY_ID] !== deps.config.sign.keyId) throw badSignature();
  const client = parseUserAgent(header(request, HEADER_USER_AGENT));
  if (!client || (client.systemType !== SYSTEM_TYPE_MOBILE && client.systemType !== SYSTEM_TYPE_PC)) throw badSignature();
  if (!DEV_ID.test(client.devId)) throw badSignature();
  const apiKey = parseApiKey(header(request, HEADER_API_KEY));
  if (!apiKey) throw badSignature();

  if (Math.abs(deps.now() - apiKey.timestamp) > SIGNATURE_WINDOW_SECONDS) {
    throw new ApiError(401, Code.staleRequest, zhCN.staleRequest);
  }
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
  const input = {
    method: request.method,
    path: request.url,
    timestamp: apiKey.timestamp,
    nonce: apiKey.nonce,
    body: multipart ? UNSIGNED_PAYLOAD : request.rawBody,
    token: bearerToken(request),
  };
  if (!verifySignatureSync(nodeSyncHashes, deps.config.sign.secret, input, apiKey.signature)) throw badSignature();
  request.client = client;
  return apiKey.nonce;
}

/** Spends a correctly signed request's nonce, remembered for the whole window either side; a second use is refused. */
export async function spendNonce(deps: Deps, nonce: string) {
  const fresh = await deps.kv.setIfAbsent(`nonce:${nonce}`, SIGNATURE_WINDOW_SECONDS * 2);
  if (!fresh) throw new ApiError(401, Code.replayedRequest, zhCN.replayedRequest);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? undefined : value;
}
