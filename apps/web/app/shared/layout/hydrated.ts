/**
 * False while the server renders and while the browser hydrates, true from the render after: browser-only parts
 * can appear without the first client render differing from the server's.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated() {
  return useSyncExternalStore(never, () => true, () => false);
}
