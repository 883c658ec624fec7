import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedKvStore, MemoryKvStore, RedisKvStore, type KvStore } from './kv-store.ts';

function contract(name: string, make: () => KvStore, advance?: (seconds: number) => void) {
  describe(name, () => {
    const store = make();
    afterAll(() => store.close());
    const key = (k: string) => `${k}-${Math.random().toString(36).slice(2)}`;

    it('sets a key only once', async () => {
      const k = key('nonce');
      expect(await store.setIfAbsent(k, 60)).toBe(true);
      expect(await store.setIfAbsent(k, 60)).toBe(false);
    });

    it('counts within a window and resets', async () => {
      const k = key('count');
      expect(await store.increment(k, 60)).toBe(1);
      expect(await store.increment(k, 60)).toBe(2);
      await store.reset(k);
      expect(await store.increment(k, 60)).toBe(1);
    });

    it('tells how long a key has left, 0 for none', async () => {
      const k = key('left');
      expect(await store.secondsLeft(k)).toBe(0);
      await store.increment(k, 60);
      const left = await store.secondsLeft(k);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60);
    });

    if (advance) {
      it('forgets keys after their time', async () => {
        const k = key('ttl');
        await store.setIfAbsent(k, 10);
        advance(9);
        expect(await store.setIfAbsent(k, 10)).toBe(false);
        advance(1.001);
        expect(await store.setIfAbsent(k, 10)).toBe(true);
        const c = key('window');
        await store.increment(c, 10);
        advance(11);
        expect(await store.increment(c, 10)).toBe(1);
      });
    }
  });
}

/**
 * The in-process store reads performance.now() (through @isaacs/ttlcache); the tests move that clock by hand.
 * Its own expiry timer may fire or not: reads check the age either way.
 */
let clock = 1_000_000;
beforeEach(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
});
contract('MemoryKvStore', () => new MemoryKvStore(), (s) => (clock += s * 1000));

describe('MemoryKvStore markers and sweep', () => {
  it('remembers a nonce for its whole replay window, wherever in time it was set, and no longer', async () => {
    const store = new MemoryKvStore();
    for (let offset = 0; offset < 1_300_000; offset += 37_000) {
      clock = 10_000_000 + offset * 10;
      const nonce = `nonce:n${offset}`;
      expect(await store.setIfAbsent(nonce, 600)).toBe(true);
      clock += 600_000 - 1;
      expect(await store.setIfAbsent(nonce, 600), `set at ${offset} ms, asked just before 600 s later`).toBe(false);
      clock += 2;
      expect(await store.setIfAbsent(nonce, 600), `set at ${offset} ms, asked just after 600 s later`).toBe(true);
    }
    await store.close();
  });

  it('removes expired counters and markers, and keeps counting the live ones', async () => {
    const start = 5_000_000;
    clock = start;
    const store = new MemoryKvStore();
    for (let i = 0; i < 50; i++) {
      await store.setIfAbsent(`nonce:${i}`, 600);
      await store.increment(`rl:${i % 5}`, 60);
      clock += 1000;
    }
    expect(store.size).toBe(55);
    clock = start + 80_000; // rl:0…4 opened at 0–4 s: their 60 s windows are over; nonces live for 600 s
    expect(store.sweep()).toBe(5);
    expect(store.size).toBe(50);
    expect(await store.increment('rl:0', 60)).toBe(1);
    clock = start + 599_000; // every nonce is still remembered; the renewed rl:0 (80 s + 60 s) is over
    expect(await store.setIfAbsent('nonce:0', 600)).toBe(false);
    expect(await store.setIfAbsent('nonce:49', 600)).toBe(false);
    expect(store.sweep()).toBe(1);
    clock = start + 650_000; // every nonce's time is up
    expect(store.sweep()).toBe(50);
    expect(store.size).toBe(0);
    expect(await store.setIfAbsent('nonce:0', 600)).toBe(true);
    await store.close();
  });

  it('a counter incremented late in its window still expires with it', async () => {
    clock = 1_000_000;
    const store = new MemoryKvStore();
    await store.increment('rl:a', 60);
    clock += 59_000;
    expect(await store.increment('rl:a', 60)).toBe(2);
    clock += 1_000;
    expect(store.sweep()).toBe(1);
    expect(await store.increment('rl:a', 60)).toBe(1);
    await store.close();
  });

  it('reset forgets a marker as well as a counter', async () => {
    const store = new MemoryKvStore();
    await store.setIfAbsent('m', 60);
    await store.reset('m');
    expect(await store.setIfAbsent('m', 60)).toBe(true);
    await store.increment('c', 60);
    await store.reset('c');
    expect(await store.increment('c', 60)).toBe(1);
    await store.close();
  });
});

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-kv-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

contract('EmbeddedKvStore', () => new EmbeddedKvStore(tempDir(), () => clock), (s) => (clock += s * 1000));

describe('EmbeddedKvStore markers on disk', () => {
  it('a marker set before the store closed is refused by a new store on the same folder, until it expires', async () => {
    clock = 50_000_000;
    const dir = tempDir();
    const before = new EmbeddedKvStore(dir, () => clock);
    expect(await before.setIfAbsent('nonce:kept', 600)).toBe(true);
    expect(await before.setIfAbsent('nonce:short', 10)).toBe(true);
    await before.close();

    const after = new EmbeddedKvStore(dir, () => clock);
    expect(after.storedMarkers()).toBe(2);
    expect(await after.setIfAbsent('nonce:kept', 600)).toBe(false);
    expect(await after.setIfAbsent('nonce:fresh', 600)).toBe(true);
    clock += 11_000;
    await after.close();

    // A third process, 11 s later: the 10 s marker is over, the 600 s one is not.
    const third = new EmbeddedKvStore(dir, () => clock);
    expect(await third.setIfAbsent('nonce:short', 10)).toBe(true);
    expect(await third.setIfAbsent('nonce:kept', 600)).toBe(false);
    expect(await third.setIfAbsent('nonce:fresh', 600)).toBe(false);
    await third.close();
  });

  it('drops the sub-databases whose markers have all expired, and only those', async () => {
    clock = 80_000_000;
    const store = new EmbeddedKvStore(tempDir(), () => clock);
    for (let i = 0; i < 30; i++) {
      await store.setIfAbsent(`nonce:${i}`, 600);
      clock += 10_000;
    }
    expect(store.storedMarkers()).toBe(30);
    expect(await store.dropExpired()).toBe(0);
    // Now start + 300 s; the first markers expire at start + 600 s, and their sub-database (120 s of expiries) is
    // wholly past by start + 721 s, while the last marker lives until start + 890 s.
    clock += 421_000;
    expect(await store.dropExpired()).toBeGreaterThan(0);
    const left = store.storedMarkers();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(30);
    expect(await store.setIfAbsent('nonce:29', 600)).toBe(false);
    clock += 900_000;
    expect(await store.dropExpired()).toBeGreaterThan(0);
    expect(store.storedMarkers()).toBe(0);
    await store.close();
  });

  it('reset forgets a marker on disk too', async () => {
    const dir = tempDir();
    const store = new EmbeddedKvStore(dir, () => clock);
    await store.setIfAbsent('m', 60);
    await store.reset('m');
    await store.close();
    const again = new EmbeddedKvStore(dir, () => clock);
    expect(await again.setIfAbsent('m', 60)).toBe(true);
    await again.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
// Against a real Redis server when TEST_REDIS_URL is set (.ci/run sets it); skipped, with the reason, otherwise.
describe.skipIf(!redisUrl)('RedisKvStore (needs TEST_REDIS_URL, a Redis server)', () => {
  contract('against Redis', () => new RedisKvStore(new Redis(redisUrl!), `md-test-${process.pid}:`));

  it('lets a counter\'s window run from its first increment, and forgets a marker after its time', async () => {
    const redis = new Redis(redisUrl!);
    const store = new RedisKvStore(redis, `md-test-${process.pid}-ttl:`);
    try {
      await store.increment('rl:x', 60);
      await store.increment('rl:x', 60);
      const ttl = await redis.ttl(`md-test-${process.pid}-ttl:rl:x`);
      expect(ttl).toBeGreaterThan(55);
      expect(ttl).toBeLessThanOrEqual(60);
      expect(await store.setIfAbsent('nonce:x', 1)).toBe(true);
      expect(await store.setIfAbsent('nonce:x', 1)).toBe(false);
      expect(await redis.pttl(`md-test-${process.pid}-ttl:nonce:x`)).toBeLessThanOrEqual(1000);
    } finally {
      await store.reset('rl:x');
      await store.reset('nonce:x');
      await store.close();
    }
  });
});
