/** Site config (spec section 3), kept in sessionStorage: fetched once per browsing session. */
import { MEDIA_IMAGE_PATH, type SiteConfig } from '@md/contract/client';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants.ts';
import { plainStorage } from './persisted.ts';

interface ConfigState {
  config: SiteConfig | null;
}

export const configStore = createStore<ConfigState>()(
  persist(() => ({ config: null as SiteConfig | null }), {
    name: STORAGE_KEYS.config,
    storage: plainStorage<ConfigState, SiteConfig>('sessionStorage', (state) => state.config, (value) => ({ config: value && typeof value === 'object' ? (value as SiteConfig) : null })),
    skipHydration: true,
    merge: (stored) => stored as ConfigState,
  }),
);

export const loadConfigState = () => void configStore.persist.rehydrate();
export const setConfig = (config: SiteConfig | null) => configStore.setState({ config });
export const useConfig = () => useStore(configStore, (s) => s.config);

export function imageBase(config: SiteConfig | null): string {
  return config?.domains.find((d) => d.type === 'IMAGE')?.urls[0] ?? MEDIA_IMAGE_PATH;
}
