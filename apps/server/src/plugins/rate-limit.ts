/**
 * The general API limit, by @fastify/rate-limit: at most RATE_LIMIT_PER_MINUTE calls per address in a window that
 * opens with the first call, counted in process, or in Redis when REDIS_URL is set (the kv store's connection), so
 * several processes share one count. Server rendering's in-process calls carry the internal key and are not counted
 * against the visitor twice. The sign-in limits (per address, per account) are counted in the kv store
 * (domains/auth).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { RedisKvStore } from '../lib/kv-store.ts';
import { INTERNAL_HEADER } from './internal-calls.ts';

const WINDOW_SECONDS = 60;
/** The whole window: an upper bound on the wait, the same for every refusal. */
const RETRY_AFTER = Object.freeze({ 'retry-after': String(WINDOW_SECONDS) });
const NO_HEADERS = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false };

/** Registers the limit on every route of this scope defined after it. */
export async function registerRateLimit(scope: FastifyInstance, deps: Deps, internalKey: string | undefined) {
  await scope.register(rateLimit, {
    max: deps.config.rateLimitPerMinute,
    timeWindow: WINDOW_SECONDS * 1000,
    // Before the body is read, as every refusal of a flood should be.
    hook: 'onRequest',
    // Addresses counted at once in process; beyond that the least recently seen one starts a fresh window.
    cache: 100_000,
    allowList: internalKey ? (request) => request.headers[INTERNAL_HEADER] === internalKey : undefined,
    ...(deps.kv instanceof RedisKvStore ? { redis: deps.kv.redis, nameSpace: 'md:rl:' } : {}),
    // Counting headers would differ between two answers to the same call; the refusal carries Retry-After.
    addHeaders: NO_HEADERS,
    addHeadersOnExceeding: NO_HEADERS,
    errorResponseBuilder: () => tooManyRequests(undefined, RETRY_AFTER),
  });
}
