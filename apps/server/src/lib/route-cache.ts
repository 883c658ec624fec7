/**
 * Route caches: the prepared answers (see envelope.ts) of the routes defined with a `cache` option, one LRU cache
 * per endpoint path, keyed by the caller's language and the stable JSON of the validated input. A hit skips the handler, the database and the
 * encryption. Writes mark what they change stale through the registry (RouteOptions.invalidates).
 */
import type { Endpoint } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PreparedAnswer } from './envelope.ts';

export interface CacheOptions {
  /** How long an answer is served after it was made, in milliseconds. */
  ttlMs: number;
  /** At most this many answers (distinct inputs); the least recently used goes first. */
  max: number;
  /** The clock the time-to-live is read on (lru-cache's `perf`); tests pass their own. */
  perf?: { now(): number };
}

/** The same JSON for the same value whatever the order of its keys, so equal inputs share one entry. */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableKey((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

interface Entry {
  input: unknown;
  answer: PreparedAnswer;
}

export class RouteCache {
  private readonly answers: LRUCache<string, Entry>;
  /** Loads under way: concurrent misses of one input wait for the same load. */
  private readonly loading = new Map<string, { input: unknown; answer: Promise<PreparedAnswer> }>();

  constructor(
    readonly path: string,
    options: CacheOptions,
  ) {
    this.answers = new LRUCache<string, Entry>({
      max: options.max,
      ttl: options.ttlMs,
      ttlAutopurge: false,
      // lru-cache reads its clock at most once a millisecond; an injected clock is read every time.
      ...(options.perf ? { perf: options.perf, ttlResolution: 0 } : {}),
    });
  }

  get size() {
    return this.answers.size;
  }

  /**
   * The cached answer for this input in this language, or the one `load` makes (kept unless made stale while it
   * loaded). An answer may hold words in the caller's language (a menu's name, a tip): each language has its own.
   */
  answer(input: unknown, load: () => Promise<PreparedAnswer>, language = ''): Promise<PreparedAnswer> {
    const key = `${language} ${stableKey(input)}`;
    const hit = this.answers.get(key);
    if (hit) return Promise.resolve(hit.answer);
    const pending = this.loading.get(key);
    if (pending) return pending.answer;
    const answer: Promise<PreparedAnswer> = Promise.resolve()
      .then(load)
      .then(
        (made) => {
          if (this.loading.get(key)?.answer === answer) {
            this.loading.delete(key);
            this.answers.set(key, { input, answer: made });
          }
          return made;
        },
        (error: unknown) => {
          // A failure (not found, database down) is not remembered: the next call tries again.
          if (this.loading.get(key)?.answer === answer) this.loading.delete(key);
          throw error;
        },
      );
    this.loading.set(key, { input, answer });
    return answer;
  }

  /**
   * Forgets the answers whose input matches, and keeps none of the loads under way for such an input (they may have
   * read the database before the write): the next call for them loads again.
   */
  invalidate(matches: (input: unknown) => boolean): number {
    const stale = [...this.answers.entries()].filter(([, entry]) => matches(entry.input)).map(([key]) => key);
    for (const key of stale) this.answers.delete(key);
    for (const [key, pending] of [...this.loading]) if (matches(pending.input)) this.loading.delete(key);
    return stale.length;
  }

  clear() {
    this.answers.clear();
    this.loading.clear();
  }
}

/** The route caches of one app, by endpoint path, so a write can name the answers it makes stale. */
export class RouteCaches {
  private readonly byPath = new Map<string, RouteCache>();

  create(endpoint: Endpoint, options: CacheOptions): RouteCache {
    if (this.byPath.has(endpoint.path)) throw new Error(`${endpoint.path} already has a cache`);
    const cache = new RouteCache(endpoint.path, options);
    this.byPath.set(endpoint.path, cache);
    return cache;
  }

  of(endpoint: Endpoint): RouteCache | undefined {
    return this.byPath.get(endpoint.path);
  }

  clear() {
    for (const cache of this.byPath.values()) cache.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCaches: RouteCaches;
  }
}

/** The app's route caches; made on the app (at its root, in app.ts) the first time they are asked for. */
export function routeCachesOf(app: FastifyInstance): RouteCaches {
  if (!app.hasDecorator('routeCaches')) app.decorate('routeCaches', new RouteCaches());
  return app.routeCaches;
}

/** How long public catalogue answers are served from a route's cache. */
export const PUBLIC_TTL_MS = 30_000;

/**
 * The cache of a public catalogue read: 30 s, at most `max` distinct inputs. Writes forget the detail answers
 * whose counts they change (their `invalidates`); lists and search results that show a count too keep theirs until
 * the time-to-live ends (a count up to 30 s old there is accepted).
 */
export const publicAnswers = (max = 2000): CacheOptions => ({ ttlMs: PUBLIC_TTL_MS, max });
