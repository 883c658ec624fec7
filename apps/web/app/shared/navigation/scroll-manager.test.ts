import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreScroll } from './scroll-manager.tsx';

/** A page `height` px tall in a 800 px window: scrolling clamps as a browser's does. */
let height = 0;
let grew: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  height = 2000;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    window.scrollY = Math.max(0, Math.min(y, height - 800));
  }) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        grew = callback;
      }
      observe() {}
      disconnect() {
        grew = null;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('restoreScroll', () => {
  it('goes straight there on a page long enough, watching nothing', () => {
    restoreScroll(900);
    expect(window.scrollY).toBe(900);
    expect(grew).toBeNull();
  });

  it('follows a page still growing until the place is reached, then stops watching', () => {
    restoreScroll(2186);
    expect(window.scrollY).toBe(1200);
    height = 2600;
    grew!();
    expect(window.scrollY).toBe(1800);
    height = 4000;
    grew!();
    expect(window.scrollY).toBe(2186);
    expect(grew).toBeNull();
  });

  it('lets go when the reader moves, the scroll bar included, or after a while', () => {
    restoreScroll(3000);
    window.dispatchEvent(new Event('wheel'));
    expect(grew).toBeNull();
    restoreScroll(3000);
    // Its own scroll (to where it put the page) does not stop it; one elsewhere (the bar dragged) does.
    window.dispatchEvent(new Event('scroll'));
    expect(grew).not.toBeNull();
    window.scrollY = 400;
    window.dispatchEvent(new Event('scroll'));
    expect(grew).toBeNull();
    restoreScroll(3000);
    vi.advanceTimersByTime(3000);
    expect(grew).toBeNull();
  });
});
