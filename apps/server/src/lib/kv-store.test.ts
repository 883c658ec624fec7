import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryKvStore, RedisKvStore, type KvStore } from './kv-store.ts';

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

    if (advance) {
      it('forgets keys after their time (markers at most half as long again)', async () => {
        const k = key('ttl');
        await store.setIfAbsent(k, 10);
        advance(9);
        expect(await store.setIfAbsent(k, 10)).toBe(false);
        advance(7);
        expect(await store.setIfAbsent(k, 10)).toBe(true);
        const c = key('window');
        await store.increment(c, 10);
        advance(11);
        expect(await store.increment(c, 10)).toBe(1);
      });
    }
  });
}

let clock = 1_000_000;
contract('MemoryKvStore', () => new MemoryKvStore(() => clock), (s) => (clock += s * 1000));

describe('MemoryKvStore markers and sweep', () => {
  it('remembers a marker for at least its time and at most half as long again, wherever in a generation it was set', async () => {
    for (let offset = 0; offset < 1_300_000; offset += 37_000) {
      let now = 0;
      const store = new MemoryKvStore(() => now);
      await store.setIfAbsent('nonce:warm', 600); // the generations start with the first marker
      now = offset;
      expect(await store.setIfAbsent('nonce:n', 600)).toBe(true);
      now = offset + 600_000;
      expect(await store.setIfAbsent('nonce:n', 600), `set at ${offset} ms, asked 600 s later`).toBe(false);
      now = offset + 900_001;
      expect(await store.setIfAbsent('nonce:n', 600), `set at ${offset} ms, asked 900 s later`).toBe(true);
      await store.close();
    }
  });

  it('removes expired counters and past generations of markers, and keeps counting the live ones', async () => {
    const start = 5_000_000;
    let now = start;
    const store = new MemoryKvStore(() => now);
    for (let i = 0; i < 50; i++) {
      await store.setIfAbsent(`nonce:${i}`, 600);
      await store.increment(`rl:${i % 5}`, 60);
      now += 1000;
    }
    expect(store.size).toBe(55);
    now = start + 80_000; // rl:0…4 opened at 0–4 s: their 60 s windows are over; nonces live for 600 s at least
    expect(store.sweep()).toBe(5);
    expect(store.size).toBe(50);
    expect(await store.increment('rl:0', 60)).toBe(1);
    now = start + 600_000; // every nonce is still remembered; the renewed rl:0 (80 s + 60 s) is over
    expect(await store.setIfAbsent('nonce:49', 600)).toBe(false);
    expect(store.sweep()).toBe(1);
    now = start + 900_000; // the generation the nonces were set in has gone
    expect(store.sweep()).toBe(50);
    expect(store.size).toBe(0);
    expect(await store.setIfAbsent('nonce:0', 600)).toBe(true);
    await store.close();
  });

  it('a counter incremented late in its window still expires with it', async () => {
    let now = 0;
    const store = new MemoryKvStore(() => now);
    await store.increment('rl:a', 60);
    now = 59_000;
    expect(await store.increment('rl:a', 60)).toBe(2);
    now = 60_000;
    expect(store.sweep()).toBe(1);
    expect(await store.increment('rl:a', 60)).toBe(1);
    await store.close();
  });

  it('reset forgets a marker as well as a counter', async () => {
    const store = new MemoryKvStore(() => 0);
    await store.setIfAbsent('m', 60);
    await store.reset('m');
    expect(await store.setIfAbsent('m', 60)).toBe(true);
    await store.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  contract('RedisKvStore', () => new RedisKvStore(new Redis(redisUrl), `md-test-${process.pid}:`));
} else {
  describe.skip('RedisKvStore (skipped: set TEST_REDIS_URL to run it against a Redis server; .ci/run does)', () => {
    it('is exercised in CI', () => {});
  });
}
