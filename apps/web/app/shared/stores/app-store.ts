/** App state (spec section 3): token, devId, uuid and recent searches, kept in localStorage. */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { RECENT_SEARCH_LIMIT, STORAGE_KEYS } from '../constants.ts';
import { local, readJson, writeJson } from './storage.ts';

export interface AppState {
  token: string | null;
  devId: string | null;
  uuid: string | null;
  searchRecord: string[];
}

const EMPTY: AppState = { token: null, devId: null, uuid: null, searchRecord: [] };

export const appStore = createStore<AppState>(() => ({ ...EMPTY }));
appStore.subscribe((state) => {
  if (typeof window !== 'undefined') writeJson(local, STORAGE_KEYS.app, state);
});

export function loadAppState() {
  const saved = readJson<Partial<AppState>>(local, STORAGE_KEYS.app) ?? {};
  appStore.setState({
    token: typeof saved.token === 'string' ? saved.token : null,
    devId: typeof saved.devId === 'string' ? saved.devId : null,
    uuid: typeof saved.uuid === 'string' ? saved.uuid : null,
    searchRecord: Array.isArray(saved.searchRecord) ? saved.searchRecord.filter((s) => typeof s === 'string').slice(0, RECENT_SEARCH_LIMIT) : [],
  });
}

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
