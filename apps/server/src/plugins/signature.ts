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
import { lt } from 'drizzle-orm';
import type { IncomingHttpHeaders } from 'node:http';
import { requestNonces } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../lib/errors.ts';
import { RedisKvStore } from '../lib/kv-store.ts';
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
  const multipart = (headers['content-type'] ?? '').startsWith('multipart/form-data');
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

/** Spent nonces written to the database between two sweeps of the expired ones. */
const SWEEP_EVERY = 512;
const spentSinceSweep = new WeakMap<Deps['db'], number>();

/**
 * Spends a correctly signed request's nonce, remembered for the whole window either side; a second use is refused.
 * The nonces must outlive the process (decision 0021): with REDIS_URL the kv store is Redis, which does; without
 * it, the in-process store answers repeats at once and the database keeps every spent nonce, so a request
 * captured before a restart is refused after it.
 */
export async function spendNonce(deps: Deps, nonce: string) {
  const ttl = SIGNATURE_WINDOW_SECONDS * 2;
  if (!(await deps.kv.setIfAbsent(`nonce:${nonce}`, ttl))) throw replayed();
  if (deps.kv instanceof RedisKvStore) return;
  const now = deps.now();
  const kept = await deps.db
    .insert(requestNonces)
    .values({ nonce, expiresAt: new Date((now + ttl) * 1000) })
    .onConflictDoNothing()
    .returning({ nonce: requestNonces.nonce });
  if (kept.length === 0) throw replayed();
  const spent = (spentSinceSweep.get(deps.db) ?? 0) + 1;
  spentSinceSweep.set(deps.db, spent % SWEEP_EVERY);
  if (spent >= SWEEP_EVERY) await deps.db.delete(requestNonces).where(lt(requestNonces.expiresAt, new Date(now * 1000)));
}

const replayed = () => new ApiError(401, Code.replayedRequest, 'replayedRequest');

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? undefined : value;
}
