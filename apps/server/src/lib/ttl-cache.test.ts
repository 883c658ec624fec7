import { describe, expect, it } from 'vitest';
import { TtlCache, sharedUntil } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('shares one load between concurrent misses and freezes what it loaded', async () => {
    let loads = 0;
    const cache = new TtlCache<{ n: number }>(1_000, 10, () => 0);
    const [a, b] = await Promise.all([cache.get('k', async () => ({ n: ++loads })), cache.get('k', async () => ({ n: ++loads }))]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('says until when a loaded value is handed out, and nothing for other values', async () => {
    let now = 5_000;
    const cache = new TtlCache<{ n: number }>(1_000, 10, () => now);
    const value = await cache.get('k', async () => ({ n: 1 }));
    expect(sharedUntil(value)).toBe(6_000);
    expect(sharedUntil({ n: 1 })).toBeUndefined();
    expect(sharedUntil(null)).toBeUndefined();
    now = 6_000;
    const reloaded = await cache.get('k', async () => ({ n: 2 }));
    expect(reloaded).not.toBe(value);
    expect(sharedUntil(reloaded)).toBe(7_000);
  });
});
