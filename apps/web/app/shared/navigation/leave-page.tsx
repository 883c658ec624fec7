/**
 * Leaving a page and knowing it is gone. A router navigation settles (its promise resolves, the address is written)
 * before React has drawn the page it leads to: that drawing is a transition, which a busy device may finish a while
 * later, and `flushSync` does not cover it once the next page has a loader. Meanwhile the page being left is still
 * mounted, and its queries run again for whatever changed — after a sign-out, a members' page would ask its calls
 * with the new guest's token and be told to sign in. `useLeavePage` waits until the page drawn is the new one.
 */
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';

/** The location whose page is on screen, once its drawing has been committed: its key and its address. */
let drawn: { key: string; address: string } | null = null;
const watchers = new Set<() => void>();

/** An address as the browser writes it (the router's may leave a path's characters unencoded). */
function addressOf(location: { pathname: string; search: string; hash: string }) {
  const url = new URL(location.pathname + location.search + location.hash, 'http://site');
  return url.pathname + url.search + url.hash;
}

/** Mounted once beside the pages, and in the error page that may replace them: says which location has been drawn. */
export function DrawnLocation() {
  const location = useLocation();
  const { key } = location;
  const address = addressOf(location);
  useEffect(() => {
    drawn = { key, address };
    for (const watcher of [...watchers]) watcher();
  }, [key, address]);
  return null;
}

/**
 * Resolves once the page drawn is the one at the address the router has settled on (read at each look: a later
 * navigation that settles meanwhile is waited for in its turn) and not the one at `from`.
 */
function drawnSettled(from: string | null): Promise<void> {
  return new Promise((resolve) => {
    const watcher = () => {
      if (!drawn || drawn.key === from || drawn.address !== addressOf(window.location)) return;
      watchers.delete(watcher);
      resolve();
    };
    watchers.add(watcher);
    watcher();
  });
}

/**
 * `leave(to)`: replaces this page with `to` and resolves once the page the navigation ended on is drawn and this one
 * unmounted. When the address does not change (held while offline, or already there), no page was left: it resolves
 * at once.
 */
export function useLeavePage() {
  const navigate = useNavigate();
  return useCallback(
    async (to: To) => {
      const from = drawn?.key ?? null;
      const before = addressOf(window.location);
      await navigate(to, { replace: true });
      if (addressOf(window.location) === before) return;
      await drawnSettled(from);
    },
    [navigate],
  );
}
