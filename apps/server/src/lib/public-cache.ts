/**
 * Public reads are the same for everyone: cached in process (30 s) so the database is off the hot path. What
 * depends on the caller (collected, attitude) is read per request, beside the cached part. Shared by the domains'
 * routes until caching becomes an option of the route itself.
 */
import { TtlCache } from './ttl-cache.ts';

const PUBLIC_TTL_MS = 30_000;

/** Answers that depend on the input alone: the hot lane may serve them again while their cache keeps them. */
export const SHARED = { shared: true };

/** One cache per call, keyed by its validated input. */
export function publicCache<I, O>(load: (input: I) => Promise<O>, size = 2000) {
  const cache = new TtlCache<O>(PUBLIC_TTL_MS, size);
  return (input: I) => cache.get(JSON.stringify(input), () => load(input));
}
