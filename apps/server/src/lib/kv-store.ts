/**
 * Short-lived shared counters and markers: replay nonces and login attempt counters.
 * In memory for one process; in Redis when REDIS_URL is set, so several processes agree.
 */
import { Redis } from 'ioredis';

export interface KvStore {
  /** Sets the key if absent; true when this call set it. */
  setIfAbsent(key: string, ttlSeconds: number): Promise<boolean>;
  /** Increments and returns the count; the window starts with the first increment. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryKvStore implements KvStore {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async setIfAbsent(key: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value: 1, expiresAt: this.now() + ttlSeconds * 1000 });
    return true;
  }

  async increment(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    if (entry) return ++entry.value;
    this.entries.set(key, { value: 1, expiresAt: this.now() + ttlSeconds * 1000 });
    return 1;
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
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

  async close() {
    this.redis.disconnect();
  }
}

export function createKvStore(redisUrl?: string, prefix?: string): KvStore {
  if (!redisUrl) return new MemoryKvStore();
  return new RedisKvStore(new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }), prefix);
}
