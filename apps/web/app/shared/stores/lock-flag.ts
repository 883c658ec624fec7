/** Whether this browser's user has a privacy lock, remembered so the lock covers the page before any call returns. */
import { STORAGE_KEYS } from '../constants.ts';

export function lockFlagFor(userId: number): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.lock) === String(userId);
  } catch {
    return false;
  }
}

export function writeLockFlag(userId: number | null) {
  try {
    if (userId === null) localStorage.removeItem(STORAGE_KEYS.lock);
    else localStorage.setItem(STORAGE_KEYS.lock, String(userId));
  } catch {
    // without storage the lock waits for the server's answer
  }
}
