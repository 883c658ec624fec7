/**
 * Which session the lock screen is holding. On open it is the session the browser kept (a sign-in made in this
 * page is already proof enough); unlocking clears it; coming back from the background too late sets it again.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../../shared/constants.ts';

/** The token this page was opened with, read from storage before any sign-in of this page can replace it. */
function storedToken(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.app) ?? 'null') as { token?: unknown } | null;
    return typeof saved?.token === 'string' ? saved.token : null;
  } catch {
    return null;
  }
}

const lockStore = createStore<{ lockedToken: string | null }>(() => ({ lockedToken: typeof window === 'undefined' ? null : storedToken() }));

export const useLockedToken = () => useStore(lockStore, (s) => s.lockedToken);
export const lockSession = (token: string | null) => lockStore.setState({ lockedToken: token });
export const unlockSession = () => lockStore.setState({ lockedToken: null });
