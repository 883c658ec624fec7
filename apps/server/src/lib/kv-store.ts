/**
 * Short-lived shared counters and markers: replay nonces, login attempt counters, upload counts.
 * In Redis when REDIS_URL is set, so several processes agree and everything outlives a restart. Without it, in
 * process, with the markers also written to an LMDB file in the data folder so they outlive a restart (decision 0033).
 */
import { TTLCache } from '@isaacs/ttlcache';
import { Redis } from 'ioredis';
import { open, type Database, type RootDatabase } from 'lmdb';

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

/** How much time of expiries one LMDB sub-database holds; a whole one is dropped once its last marker expired. */
const SLOT_SECONDS = 120;
const slotName = (slot: number) => `markers-${slot}`;

/**
 * The embedded store: counters and markers in process (MemoryKvStore), and every marker also written to an LMDB
 * file before setIfAbsent answers, so a marker set before a crash, a kill or a deploy is still there after it
 * (replay nonces: decision 0033). Markers are grouped by expiry into sub-databases of SLOT_SECONDS; a lookup reads
 * the live ones (memory-mapped reads, well under a microsecond each) and expired ones are dropped whole. LMDB runs
 * without fsync: a commit is in the operating system's hands when the call goes on, which survives the process
 * (kill -9), not a power cut. Counters stay in memory: a restart forgets login attempts and upload counts.
 */
export class EmbeddedKvStore extends MemoryKvStore {
  private readonly root: RootDatabase;
  private readonly slots = new Map<number, Database<number, string>>();
  private readonly sweepTimer: NodeJS.Timeout;
  private closed = false;

  constructor(
    dir: string,
    private readonly nowMs: () => number = Date.now,
  ) {
    super();
    this.root = open({ path: dir, noSync: true, maxDbs: 256 });
    for (const name of this.root.getKeys() as Iterable<string>) {
      const slot = Number(/^markers-(\d+)$/.exec(name)?.[1] ?? NaN);
      if (Number.isInteger(slot)) this.slots.set(slot, this.root.openDB<number, string>({ name }));
    }
    this.sweepTimer = setInterval(() => void this.dropExpired(), SLOT_SECONDS * 1000);
    this.sweepTimer.unref();
  }

  override async setIfAbsent(key: string, ttlSeconds: number) {
    // The in-process answer first: it also settles two calls with the same key in one process synchronously.
    if (!(await super.setIfAbsent(key, ttlSeconds))) return false;
    const now = this.nowMs();
    for (const [slot, db] of this.slots) {
      if ((slot + 1) * SLOT_SECONDS * 1000 <= now) continue;
      const expires = db.get(key);
      if (expires !== undefined && expires > now) return false;
    }
    const expiresAt = now + ttlSeconds * 1000;
    await this.slot(Math.floor(expiresAt / 1000 / SLOT_SECONDS)).put(key, expiresAt);
    return true;
  }

  override async reset(key: string) {
    await super.reset(key);
    await Promise.all([...this.slots.values()].map((db) => db.remove(key)));
  }

  /** Markers written to disk and still there (tests, the operating guide). */
  storedMarkers() {
    let count = 0;
    for (const db of this.slots.values()) count += db.getCount();
    return count;
  }

  /** Drops every sub-database whose markers have all expired; returns how many. */
  async dropExpired() {
    const now = this.nowMs();
    let dropped = 0;
    for (const [slot, db] of this.slots) {
      if ((slot + 1) * SLOT_SECONDS * 1000 > now) continue;
      this.slots.delete(slot);
      await db.drop();
      dropped += 1;
    }
    return dropped;
  }

  override async close() {
    clearInterval(this.sweepTimer);
    await super.close();
    if (this.closed) return;
    this.closed = true;
    await this.root.close();
  }

  private slot(slot: number) {
    let db = this.slots.get(slot);
    if (!db) {
      db = this.root.openDB<number, string>({ name: slotName(slot) });
      this.slots.set(slot, db);
    }
    return db;
  }
}

/** Redis when a URL is given; otherwise the embedded store, its markers in `dir` (in memory only without one). */
export function createKvStore(options: { redisUrl?: string; prefix?: string; dir?: string } = {}): KvStore {
  if (options.redisUrl) return new RedisKvStore(new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }), options.prefix);
  return options.dir ? new EmbeddedKvStore(options.dir) : new MemoryKvStore();
}
