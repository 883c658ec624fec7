/**
 * The general API limit: at most RATE_LIMIT_PER_MINUTE calls per address in a window that opens with the first
 * call, counted in the shared key-value store (in process, or Redis when several processes serve the site).
 * Server rendering's in-process calls carry the internal key and are not counted against the visitor twice.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { INTERNAL_HEADER } from '../web/internal.ts';

const WINDOW_SECONDS = 60;

export function rateLimitCheck(deps: Deps, internalKey: string | undefined) {
  const max = deps.config.rateLimitPerMinute;
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    if (internalKey && request.headers[INTERNAL_HEADER] === internalKey) return;
    const count = await deps.kv.increment(`rl:${request.ip}`, WINDOW_SECONDS);
    if (count > max) {
      reply.header('retry-after', String(WINDOW_SECONDS));
      throw tooManyRequests();
    }
  };
}
