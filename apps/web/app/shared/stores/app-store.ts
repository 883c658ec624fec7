/** App state (spec section 3): token, devId, uuid and recent searches, kept in localStorage. */
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { RECENT_SEARCH_LIMIT, STORAGE_KEYS } from '../constants.ts';
import { plainStorage } from './persisted.ts';

export interface AppState {
  token: string | null;
  devId: string | null;
  uuid: string | null;
  searchRecord: string[];
}

const EMPTY: AppState = { token: null, devId: null, uuid: null, searchRecord: [] };

/** What was stored, with anything of the wrong type dropped. */
function readAppState(value: unknown): AppState {
  const saved = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof AppState, unknown>>;
  return {
    token: typeof saved.token === 'string' ? saved.token : null,
    devId: typeof saved.devId === 'string' ? saved.devId : null,
    uuid: typeof saved.uuid === 'string' ? saved.uuid : null,
    searchRecord: Array.isArray(saved.searchRecord) ? saved.searchRecord.filter((s): s is string => typeof s === 'string').slice(0, RECENT_SEARCH_LIMIT) : [],
  };
}

export const appStore = createStore<AppState>()(
  persist(() => ({ ...EMPTY }), {
    name: STORAGE_KEYS.app,
    storage: plainStorage<AppState, AppState>('localStorage', (state) => state, readAppState),
    // Read in the browser after hydration (SessionBootstrap), so the first render matches the server's.
    skipHydration: true,
    merge: (stored) => stored as AppState,
  }),
);

export const loadAppState = () => void appStore.persist.rehydrate();

export const setToken = (token: string | null) => appStore.setState({ token });
export const setDevId = (devId: string | null) => appStore.setState({ devId });
export const setUuid = (uuid: string | null) => appStore.setState({ uuid });

/** A new term goes to the front, an earlier copy of it goes, the list keeps 10. */
export function recordSearch(list: readonly string[], term: string): string[] {
  const value = term.trim();
  if (!value) return [...list];
  return [value, ...list.filter((t) => t !== value)].slice(0, RECENT_SEARCH_LIMIT);
}

export const addSearchRecord = (term: string) => appStore.setState((s) => ({ searchRecord: recordSearch(s.searchRecord, term) }));
export const clearSearchRecord = () => appStore.setState({ searchRecord: [] });
export const clearAppState = () => appStore.setState((s) => ({ ...EMPTY, devId: s.devId }));

export const useAppState = <T>(select: (s: AppState) => T) => useStore(appStore, select);
