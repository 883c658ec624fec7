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
 * Markers of one time-to-live (replay nonces) in three generations, each half that time long: a marker lives in
 * the generation current when it was set and is dropped with it, two turns later, so it is remembered for more
 * than its time-to-live and at most half as long again. A busy process holds millions of nonces; generations keep
 * them as bare strings in three sets (no object, no expiry time each) and forget a whole generation at once.
 */
class MarkerGenerations {
  private readonly span: number;
  private started: number;
  private readonly sets: Set<string>[] = [new Set(), new Set(), new Set()];

  constructor(ttlMs: number, now: number) {
    this.span = Math.max(1, Math.ceil(ttlMs / 2));
    this.started = now;
  }

  get size() {
    return this.sets[0].size + this.sets[1].size + this.sets[2].size;
  }

  /** Moves on to the generation of `now`; returns how many markers were forgotten. */
  turn(now: number): number {
    let forgotten = 0;
    const behind = Math.floor((now - this.started) / this.span);
    if (behind <= 0) return 0;
    for (let i = 0; i < Math.min(behind, 3); i++) {
      const dropped = this.sets.pop()!;
      forgotten += dropped.size;
      this.sets.unshift(new Set());
    }
    this.started += behind * this.span;
    return forgotten;
  }

  add(key: string, now: number): boolean {
    this.turn(now);
    const [current, previous, older] = this.sets;
    if (current.has(key) || previous.has(key) || older.has(key)) return false;
    current.add(key);
    return true;
  }

  delete(key: string) {
    for (const set of this.sets) set.delete(key);
  }
}

/**
 * Counters live in one lane per time-to-live. Within a lane they are inserted in the order they expire (a counter's
 * window does not move when it is incremented), so the sweep removes from the front of each lane and stops at the
 * first live key: its cost is what expired, not what is held. Markers (setIfAbsent) live in generations (see
 * MarkerGenerations), apart from counters: a key is used as one or the other.
 */
export class MemoryKvStore implements KvStore {
  private readonly lanes = new Map<number, Map<string, Entry>>();
  private readonly markers = new Map<number, MarkerGenerations>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Keys held, expired ones not yet swept included. */
  get size() {
    let total = 0;
    for (const lane of this.lanes.values()) total += lane.size;
    for (const generations of this.markers.values()) total += generations.size;
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

  async setIfAbsent(key: string, ttlSeconds: number) {
    const ttl = ttlSeconds * 1000;
    let generations = this.markers.get(ttl);
    if (!generations) this.markers.set(ttl, (generations = new MarkerGenerations(ttl, this.now())));
    return generations.add(key, this.now());
  }

  async increment(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    if (entry) return ++entry.value;
    const ttl = ttlSeconds * 1000;
    let lane = this.lanes.get(ttl);
    if (!lane) this.lanes.set(ttl, (lane = new Map()));
    lane.set(key, { value: 1, expiresAt: this.now() + ttl });
    return 1;
  }

  async reset(key: string) {
    for (const lane of this.lanes.values()) lane.delete(key);
    for (const generations of this.markers.values()) generations.delete(key);
  }

  /** Removes expired counters from the front of each lane and turns the markers' generations; returns how many went. */
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
    for (const generations of this.markers.values()) removed += generations.turn(now);
    return removed;
  }

  async close() {
    clearInterval(this.sweeper);
    this.lanes.clear();
    this.markers.clear();
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
