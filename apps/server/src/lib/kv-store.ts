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

interface Entry {
  value: number;
  expiresAt: number;
}

/**
 * Keys live in one lane per time-to-live. Within a lane they are inserted in the order they expire (a counter's
 * window does not move when it is incremented), so the sweep removes from the front of each lane and stops at the
 * first live key: its cost is what expired, not what is held, which matters when a busy process holds every nonce
 * of the last ten minutes.
 */
export class MemoryKvStore implements KvStore {
  private readonly lanes = new Map<number, Map<string, Entry>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Keys held, expired ones not yet swept included. */
  get size() {
    let total = 0;
    for (const lane of this.lanes.values()) total += lane.size;
    return total;
  }

  private live(key: string): Entry | undefined {
    for (const lane of this.lanes.values()) {
      const entry = lane.get(key);
      if (!entry) continue;
      if (entry.expiresAt > this.now()) return entry;
      lane.delete(key);
      return undefined;
    }
    return undefined;
  }

  private add(key: string, ttlSeconds: number) {
    const ttl = ttlSeconds * 1000;
    let lane = this.lanes.get(ttl);
    if (!lane) this.lanes.set(ttl, (lane = new Map()));
    lane.set(key, { value: 1, expiresAt: this.now() + ttl });
  }

  async setIfAbsent(key: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    this.add(key, ttlSeconds);
    return true;
  }

  async increment(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    if (entry) return ++entry.value;
    this.add(key, ttlSeconds);
    return 1;
  }

  async reset(key: string) {
    for (const lane of this.lanes.values()) lane.delete(key);
  }

  /** Removes expired keys from the front of each lane; returns how many. */
  sweep(): number {
    const now = this.now();
    let removed = 0;
    for (const lane of this.lanes.values()) {
      for (const [key, entry] of lane) {
        if (entry.expiresAt > now) break;
        lane.delete(key);
        removed++;
      }
    }
    return removed;
  }

  async close() {
    clearInterval(this.sweeper);
    this.lanes.clear();
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
