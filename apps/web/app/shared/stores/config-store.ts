/** Site config (spec section 3), kept in sessionStorage: fetched once per browsing session. */
import { MEDIA_IMAGE_PATH, type SiteConfig } from '@md/contract/client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants.ts';
import { readJson, session, writeJson } from './storage.ts';

export const configStore = createStore<{ config: SiteConfig | null }>(() => ({ config: null }));
configStore.subscribe((state) => {
  if (typeof window !== 'undefined') writeJson(session, STORAGE_KEYS.config, state.config);
});

export const loadConfigState = () => configStore.setState({ config: readJson<SiteConfig>(session, STORAGE_KEYS.config) });
export const setConfig = (config: SiteConfig | null) => configStore.setState({ config });
export const useConfig = () => useStore(configStore, (s) => s.config);

export function imageBase(config: SiteConfig | null): string {
  return config?.domains.find((d) => d.type === 'IMAGE')?.urls[0] ?? MEDIA_IMAGE_PATH;
}
