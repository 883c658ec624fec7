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

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  contract('RedisKvStore', () => new RedisKvStore(new Redis(redisUrl), `md-test-${process.pid}:`));
} else {
  describe.skip('RedisKvStore (skipped: set TEST_REDIS_URL to run it against a Redis server; .ci/run does)', () => {
    it('is exercised in CI', () => {});
  });
}
