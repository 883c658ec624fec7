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
      it('forgets keys after their time', async () => {
        const k = key('ttl');
        await store.setIfAbsent(k, 10);
        advance(11);
        expect(await store.setIfAbsent(k, 10)).toBe(true);
      });
    }
  });
}

let clock = 1_000_000;
contract('MemoryKvStore', () => new MemoryKvStore(() => clock), (s) => (clock += s * 1000));

describe('MemoryKvStore sweep', () => {
  it('removes exactly the expired keys, whatever their time-to-live, and keeps counting the live ones', async () => {
    const start = 5_000_000;
    let now = start;
    const store = new MemoryKvStore(() => now);
    for (let i = 0; i < 50; i++) {
      await store.setIfAbsent(`nonce:${i}`, 600);
      await store.increment(`rl:${i % 5}`, 60);
      now += 1000;
    }
    expect(store.size).toBe(55);
    now = start + 80_000; // rl:0…4 opened at 0–4 s: their 60 s windows are over; nonces live for 600 s
    expect(store.sweep()).toBe(5);
    expect(store.size).toBe(50);
    expect(await store.increment('rl:0', 60)).toBe(1);
    // Nonces 0–9 (set at 0–9 s) are past their 600 s, the rest are not; the renewed rl:0 (80 s + 60 s) is over too.
    now = start + 609_000;
    expect(store.sweep()).toBe(11);
    expect(store.size).toBe(40);
    expect(await store.setIfAbsent('nonce:9', 600)).toBe(true);
    expect(await store.setIfAbsent('nonce:10', 600)).toBe(false);
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
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  contract('RedisKvStore', () => new RedisKvStore(new Redis(redisUrl), `md-test-${process.pid}:`));
} else {
  describe.skip('RedisKvStore (skipped: set TEST_REDIS_URL to run it against a Redis server; .ci/run does)', () => {
    it('is exercised in CI', () => {});
  });
}
