/**
 * Leaving a page and knowing it is gone. A router navigation settles (its promise resolves, the address is written)
 * before React has drawn the page it leads to: that drawing is a transition, which a busy device may finish a while
 * later, and `flushSync` does not cover it once the next page has a loader. Meanwhile the page being left is still
 * mounted, and its queries run again for whatever changed — after a sign-out, a members' page would ask its calls
 * with the new guest's token and be told to sign in. `useLeavePage` waits until the page drawn is the new one.
 */
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';

/** The key of the location whose page is on screen, once its drawing has been committed. */
let drawnKey: string | null = null;
const watchers = new Set<() => void>();

/** Mounted once, beside the pages: says which location has been drawn. */
export function DrawnLocation() {
  const { key } = useLocation();
  useEffect(() => {
    drawnKey = key;
    for (const watcher of [...watchers]) watcher();
  }, [key]);
  return null;
}

/** Resolves once a location other than `from` has been drawn. */
function drawnOtherThan(from: string | null): Promise<void> {
  return new Promise((resolve) => {
    const watcher = () => {
      if (drawnKey === from) return;
      watchers.delete(watcher);
      resolve();
    };
    watchers.add(watcher);
    watcher();
  });
}

const address = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * `leave(to)`: replaces this page with `to` and resolves once `to`'s page is drawn and this one is unmounted. When
 * the address does not change (held while offline, or already there), no page was left: it resolves at once.
 */
export function useLeavePage() {
  const navigate = useNavigate();
  return useCallback(
    async (to: To) => {
      const from = drawnKey;
      const before = address();
      await navigate(to, { replace: true });
      if (address() === before) return;
      await drawnOtherThan(from);
    },
    [navigate],
  );
}
