import { describe, expect, it } from 'vitest';
import type { PreparedAnswer } from './envelope.ts';
import { RouteCache, stableKey } from './route-cache.ts';

const answer = (text: string): PreparedAnswer => ({ text, plain: Buffer.from(text) });

describe('stableKey', () => {
  it('gives equal inputs one key whatever the order of their keys, and different inputs different keys', () => {
    expect(stableKey({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(stableKey({ a: { c: 'x', d: [1, 2] }, b: 1 }));
    expect(stableKey({ id: 1 })).not.toBe(stableKey({ id: 2 }));
    expect(stableKey({ id: 1 })).not.toBe(stableKey({ id: '1' }));
    expect(stableKey({ a: undefined, b: 1 })).toBe(stableKey({ b: 1 }));
    expect(stableKey(undefined)).toBe('null');
  });
});

describe('RouteCache', () => {
  it('shares one load between concurrent misses of one input', async () => {
    const cache = new RouteCache('/p', { ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = async () => answer(`#${++loads}`);
    const [a, b] = await Promise.all([cache.answer({ id: 1 }, load), cache.answer({ id: 1 }, load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
  });

  it('keeps an answer for its time-to-live on the given clock, then loads again', async () => {
    // lru-cache reads a start time of 0 as "none": the clock starts later, as performance.now() does.
    let now = 5000;
    const cache = new RouteCache('/p', { ttlMs: 1000, max: 10, perf: { now: () => now } });
    let loads = 0;
    const load = async () => answer(`#${++loads}`);
    expect((await cache.answer({ id: 1 }, load)).text).toBe('#1');
    now = 5999;
    expect((await cache.answer({ id: 1 }, load)).text).toBe('#1');
    now = 6001;
    expect((await cache.answer({ id: 1 }, load)).text).toBe('#2');
  });

  it('holds at most `max` answers, dropping the least recently used', async () => {
    const cache = new RouteCache('/p', { ttlMs: 1000, max: 2 });
    let loads = 0;
    const load = async () => answer(`#${++loads}`);
    await cache.answer({ id: 1 }, load);
    await cache.answer({ id: 2 }, load);
    await cache.answer({ id: 1 }, load);
    await cache.answer({ id: 3 }, load);
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await cache.answer({ id: 1 }, load);
    expect(loads).toBe(3);
    await cache.answer({ id: 2 }, load);
    expect(loads).toBe(4);
  });

  it('does not remember a failed load', async () => {
    const cache = new RouteCache('/p', { ttlMs: 1000, max: 10 });
    await expect(cache.answer({ id: 1 }, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.answer({ id: 1 }, () => { throw new Error('at once'); })).rejects.toThrow('at once');
    expect((await cache.answer({ id: 1 }, async () => answer('ok'))).text).toBe('ok');
  });

  it('forgets the matching answers, and does not keep a load that was under way when they went stale', async () => {
    const cache = new RouteCache('/p', { ttlMs: 1000, max: 10 });
    await cache.answer({ id: 1 }, async () => answer('one'));
    await cache.answer({ id: 2 }, async () => answer('two'));
    expect(cache.invalidate((input) => (input as { id: number }).id === 1)).toBe(1);
    expect(cache.size).toBe(1);
    let release!: () => void;
    const slow = cache.answer({ id: 1 }, () => new Promise((resolve) => (release = () => resolve(answer('read before the write')))));
    await Promise.resolve();
    cache.invalidate((input) => (input as { id: number }).id === 1);
    release();
    // The caller that asked before the write still gets its answer; the next one loads again.
    expect((await slow).text).toBe('read before the write');
    expect((await cache.answer({ id: 1 }, async () => answer('fresh'))).text).toBe('fresh');
    expect((await cache.answer({ id: 2 }, async () => answer('not asked'))).text).toBe('two');
  });
});
