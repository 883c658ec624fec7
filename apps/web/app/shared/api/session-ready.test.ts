import { describe, expect, it } from 'vitest';

describe('sessionReady', () => {
  it('waits for the first start-up even when asked before it began, then for each later one', async () => {
    const { sessionReady, setSessionReady } = await import('./session-ready.ts');
    let settled = false;
    const early = sessionReady().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    let finish!: () => void;
    setSessionReady(new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    finish();
    await early;
    expect(settled).toBe(true);

    const again = Promise.resolve();
    setSessionReady(again);
    await expect(sessionReady()).resolves.toBeUndefined();
  });
});
