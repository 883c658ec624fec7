/**
 * Web Storage for zustand's `persist`, in the format the site has always written: the stored value is the plain
 * JSON of the state (or of one field of it), not persist's `{ state, version }` wrapper, so existing visitors keep
 * their token. It never throws (private mode, quota, corrupt values) and does nothing on the server.
 */
import type { PersistStorage } from 'zustand/middleware';

type Area = 'localStorage' | 'sessionStorage';

const area = (name: Area): Storage | null => (typeof window === 'undefined' ? null : window[name]);

function readJson(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage | null, key: string, value: unknown) {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: state lives in memory for this page
  }
}

/**
 * `toStored` picks what is written (null removes the key); `fromStored` turns what was read (anything, or null when
 * missing or corrupt) back into the state, so a bad value never reaches the app.
 */
export function plainStorage<S, Stored>(name: Area, toStored: (state: S) => Stored | null, fromStored: (value: unknown) => S): PersistStorage<S> {
  return {
    getItem: (key) => ({ state: fromStored(readJson(area(name), key)), version: 0 }),
    setItem: (key, value) => writeJson(area(name), key, toStored(value.state)),
    removeItem: (key) => writeJson(area(name), key, null),
  };
}

/**
 * Keeps a device choice in step across this browser's open tabs: when another tab writes `key` (or clears the
 * storage), the store reads it again. Only localStorage tells other tabs; the page's own writes fire no event here.
 * Returns what stops listening.
 */
export function followOtherTabs(key: string, reread: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === key || event.key === null) reread();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
