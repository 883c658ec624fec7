/**
 * Whether a video played to its end offers the next one and opens it by itself (自动连播), as this device chose: on
 * until the switch beside 猜你喜欢 turns it off. Kept in localStorage (the site's plain JSON: `true` or `false`),
 * read after hydration so the server's render, which cannot know it, matches the first one in the browser.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants.ts';
import { followOtherTabs, plainStorage } from './persisted.ts';

interface AutoplayNext {
  on: boolean;
}

/** What was stored: anything but `false` (nothing stored, a corrupt value) leaves it on. */
export const readAutoplayNext = (value: unknown): AutoplayNext => ({ on: value !== false });

export const autoplayNextStore = createStore<AutoplayNext>()(
  persist(() => ({ on: true }), {
    name: STORAGE_KEYS.autoplayNext,
    storage: plainStorage<AutoplayNext, boolean>('localStorage', (state) => state.on, readAutoplayNext),
    skipHydration: true,
    merge: (stored) => stored as AutoplayNext,
  }),
);

export const setAutoplayNext = (on: boolean) => autoplayNextStore.setState({ on });

const reread = () => void autoplayNextStore.persist.rehydrate();

/**
 * The device's choice, on while the page hydrates; read from storage once the page is the browser's, and again when
 * another open tab changes it.
 */
export function useAutoplayNext(): boolean {
  useEffect(() => {
    if (!autoplayNextStore.persist.hasHydrated()) reread();
    return followOtherTabs(STORAGE_KEYS.autoplayNext, reread);
  }, []);
  return useStore(autoplayNextStore, (state) => state.on);
}
