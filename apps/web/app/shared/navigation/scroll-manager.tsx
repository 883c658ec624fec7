/**
 * Scroll behaviour (spec section 2), keyed by a page's full path: a #hash scrolls to its anchor; back/forward
 * restores the saved position; other page changes go to the top, unless the route opts out
 * (handle.scrollTop === false). Kept-alive routes (handle.keepAlive) always come back where they were left.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { STORAGE_KEYS } from '../constants.ts';

export interface RouteHandle {
  keepAlive?: boolean;
  scrollTop?: boolean;
}

const positions = new Map<string, number>();

/** How long a restored position is held while the page below it is still growing. */
const RESTORE_MS = 3000;
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** True while a restored position is being held: the scrolls it makes are not the reader's, and are not recorded. */
let holding = false;

/**
 * Scrolls to `y`; if the page is not yet that long (a list still laying out, on a slow machine), again each time it
 * grows, until it gets there, the reader moves (a wheel, a touch, a key, a press, or the scroll bar dragged), or
 * RESTORE_MS pass. Returns how to stop early.
 */
export function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 2 || typeof ResizeObserver === 'undefined') return () => {};
  holding = true;
  let placed = window.scrollY;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    placed = window.scrollY;
    if (Math.abs(placed - y) < 2) stop();
  });
  // A scroll to somewhere this did not put the page is the reader's own (the scroll bar sends no press).
  const onScroll = () => {
    if (Math.abs(window.scrollY - placed) > 2) stop();
  };
  const timer = window.setTimeout(() => stop(), RESTORE_MS);
  function stop() {
    holding = false;
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    for (const name of READER_MOVES) window.removeEventListener(name, stop);
  }
  observer.observe(document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const name of READER_MOVES) window.addEventListener(name, stop, { passive: true });
  return stop;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const current = useRef('');
  const fullPath = location.pathname + location.search;
  const handles = matches.map((m) => (m.handle ?? {}) as RouteHandle);
  const keepAlive = handles.some((h) => h.keepAlive);
  const optOut = handles.some((h) => h.scrollTop === false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.scroll) ?? '{}') as Record<string, number>;
      for (const [path, y] of Object.entries(saved)) if (!positions.has(path)) positions.set(path, y);
    } catch {
      // nothing saved
    }
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      // While a position is held the page may stand short of it: the position kept is still the one to reach.
      frame = requestAnimationFrame(() => holding || positions.set(current.current, window.scrollY));
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEYS.scroll, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
      } catch {
        // storage full or unavailable
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    current.current = fullPath;
    const saved = positions.get(fullPath);
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) {
      anchor.scrollIntoView();
    } else if ((keepAlive || navigationType === 'POP') && saved !== undefined) {
      return restoreScroll(saved);
    } else if (!optOut || navigationType === 'POP') {
      // Back to a page with no position kept: it was left at its top (a position is kept on a scroll), not where
      // the page just left was.
      window.scrollTo(0, 0);
    }
  }, [location.key]);

  return null;
}
