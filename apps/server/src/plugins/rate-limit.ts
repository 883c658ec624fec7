/**
 * The general API limit: at most RATE_LIMIT_PER_MINUTE calls per address in a window that opens with the first
 * call, counted in the shared key-value store (in process, or Redis when several processes serve the site).
 * Server rendering's in-process calls carry the internal key and are not counted against the visitor twice.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Deps } from '../deps.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { INTERNAL_HEADER } from '../web/internal.ts';

const WINDOW_SECONDS = 60;
const RETRY_AFTER = Object.freeze({ 'retry-after': String(WINDOW_SECONDS) });

/** Counts one call of this address; throws the 429 refusal (with Retry-After) once the window is full. */
export function rateLimitCheck(deps: Deps, internalKey: string | undefined) {
  const max = deps.config.rateLimitPerMinute;
  return async function limit(call: { headers: IncomingHttpHeaders; ip: string }) {
    if (internalKey && call.headers[INTERNAL_HEADER] === internalKey) return;
    const count = await deps.kv.increment(`rl:${call.ip}`, WINDOW_SECONDS);
    if (count > max) throw tooManyRequests(undefined, RETRY_AFTER);
  };
}
