/**
 * The general per-address limit, by @fastify/rate-limit: at most RATE_LIMIT_PER_MINUTE requests per address in a
 * window that opens with the first one, counted in process, or in Redis when REDIS_URL is set (the kv store's
 * connection), so several processes share one count. One count covers API calls and pages (HTML documents the
 * server renders): the limiter is registered once at the app's root and applied to the API's scope and to the page
 * route. Server rendering's in-process calls carry the internal key and are not counted, so a page counts once.
 * The sign-in limits (per address, per account) are counted in the kv store (domains/auth).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { retryLater } from '../lib/errors.ts';
import { RedisKvStore } from '../lib/kv-store.ts';
import { INTERNAL_HEADER } from './internal-calls.ts';

const WINDOW_SECONDS = 60;
const NO_HEADERS = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false };

/** Seconds until an address's window ends (at least 1): what Retry-After and the tip say. */
const secondsLeft = (ttlMs: number) => Math.min(WINDOW_SECONDS, Math.max(1, Math.ceil(ttlMs / 1000)));

/**
 * Registers the limiter on `app` (its root in the real app) without applying it to any route: `limitEveryRequest`
 * applies it to a scope, `pageLimit` asks it about a page.
 */
export async function registerRateLimiter(app: FastifyInstance, deps: Deps, internalKey: string | undefined) {
  await app.register(rateLimit, {
    global: false,
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
    errorResponseBuilder: (_request, context) => retryLater(secondsLeft(context.ttl)),
  });
}

/** Counts every request of this scope (its routes and those of its children) against the limit. */
export function limitEveryRequest(scope: FastifyInstance) {
  scope.addHook('onRequest', scope.rateLimit());
}

/** Registers the limit on every route of this scope defined after it. */
export async function registerRateLimit(scope: FastifyInstance, deps: Deps, internalKey: string | undefined) {
  await registerRateLimiter(scope, deps, internalKey);
  limitEveryRequest(scope);
}

/**
 * Counts one page request against the same limit as the API; null when it may be served, else the seconds until
 * the address may come back.
 */
export function pageLimit(app: FastifyInstance): (request: FastifyRequest) => Promise<number | null> {
  const check = app.createRateLimit();
  return async (request) => {
    const result = await check(request);
    return result.isAllowed || !result.isExceeded ? null : secondsLeft(result.ttl);
  };
}
