/**
 * Short-lived shared counters and markers: replay nonces and login attempt counters.
 * In memory for one process; in Redis when REDIS_URL is set, so several processes agree.
 */
import { TTLCache } from '@isaacs/ttlcache';
import { Redis } from 'ioredis';

export interface KvStore {
  /** Sets the key if absent; true when this call set it. */
  setIfAbsent(key: string, ttlSeconds: number): Promise<boolean>;
  /** Increments and returns the count; the window starts with the first increment. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** A counter's current count without counting; 0 when it is not there. */
  count(key: string): Promise<number>;
  /** Whole seconds until the key expires (rounded up); 0 when it is not there. */
  secondsLeft(key: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * In process: one @isaacs/ttlcache, each key with its own time-to-live. It drops expired keys by expiry-time
 * buckets on a timer, without an LRU list or a size limit, so a live nonce is never pushed out by newer ones (an
 * LRU cache bounded by count would forget nonces under a flood and let a replay through). Reads check the age too,
 * so a key is gone the moment its time is up, whatever the timer. A key is used as a counter or as a marker, not both.
 */
export class MemoryKvStore implements KvStore {
  private readonly entries = new TTLCache<string, number>({ checkAgeOnGet: true, noUpdateTTL: true });

  /** Keys held, expired ones not yet dropped included. */
  get size() {
    return this.entries.size;
  }

  async setIfAbsent(key: string, ttlSeconds: number) {
    if (this.entries.get(key) !== undefined) return false;
    this.entries.set(key, 1, { ttl: ttlSeconds * 1000 });
    return true;
  }

  async increment(key: string, ttlSeconds: number) {
    const count = (this.entries.get(key) ?? 0) + 1;
    // A counter's window opens with its first increment and does not move (noUpdateTTL).
    this.entries.set(key, count, { ttl: ttlSeconds * 1000 });
    return count;
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async count(key: string) {
    return this.entries.get(key) ?? 0;
  }

  async secondsLeft(key: string) {
    if (this.entries.get(key) === undefined) return 0;
    return Math.max(1, Math.ceil(this.entries.getRemainingTTL(key) / 1000));
  }

  /** Drops what has expired now, rather than when the cache's timer next fires (tests). */
  sweep() {
    const before = this.entries.size;
    this.entries.purgeStale();
    return before - this.entries.size;
  }

  async close() {
    this.entries.cancelTimer();
    this.entries.clear();
  }
}

export class RedisKvStore implements KvStore {
  constructor(
    readonly redis: Redis,
    private readonly prefix = 'md:',
  ) {}

  async setIfAbsent(key: string, ttlSeconds: number) {
    return (await this.redis.set(this.prefix + key, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async increment(key: string, ttlSeconds: number) {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async count(key: string) {
    return Number(await this.redis.get(this.prefix + key)) || 0;
  }

  async secondsLeft(key: string) {
    const ms = await this.redis.pttl(this.prefix + key);
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  async close() {
    this.redis.disconnect();
  }
}

export function createKvStore(redisUrl?: string, prefix?: string): KvStore {
  if (!redisUrl) return new MemoryKvStore();
  return new RedisKvStore(new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }), prefix);
}
