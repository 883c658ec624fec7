import { VIEW_WINDOW_SECONDS } from '@md/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryKvStore } from './kv-store.ts';
import { countsAsView } from './views.ts';

/** The in-process store reads performance.now() (through @isaacs/ttlcache): the test moves that clock by hand. */
let clock = 5_000_000;
beforeEach(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('countsAsView', () => {
  it('counts a viewer once per item and kind in the window, and again once it has passed', async () => {
    const kv = new MemoryKvStore();
    expect(await countsAsView(kv, 'media', 7, 1)).toBe(true);
    expect(await countsAsView(kv, 'media', 7, 1)).toBe(false);
    // Another viewer, another item, another kind with the same id: each its own view.
    expect(await countsAsView(kv, 'media', 7, 2)).toBe(true);
    expect(await countsAsView(kv, 'media', 8, 1)).toBe(true);
    expect(await countsAsView(kv, 'post', 7, 1)).toBe(true);
    clock += VIEW_WINDOW_SECONDS * 1000 - 1;
    expect(await countsAsView(kv, 'media', 7, 1)).toBe(false);
    clock += 2;
    expect(await countsAsView(kv, 'media', 7, 1)).toBe(true);
    await kv.close();
  });

  it('counts a caller with no session each time (there is no one to know)', async () => {
    const kv = new MemoryKvStore();
    expect(await countsAsView(kv, 'review', 3, null)).toBe(true);
    expect(await countsAsView(kv, 'review', 3, null)).toBe(true);
    await kv.close();
  });
});
