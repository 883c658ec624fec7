import { STORAGE_KEYS } from '../constants.ts';
import { followOtherTabs } from '../stores/persisted.ts';

export type ThemeChoice = 'auto' | 'light' | 'dark';
export const THEME_CHOICES: ThemeChoice[] = ['auto', 'light', 'dark'];

export function readTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.theme);
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

/** Stores the choice and applies it through the boot script's function, so there is one rule for both. */
export function setTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, choice);
  } catch {
    // private mode: the choice lasts for this page only
  }
  (window as unknown as { __mdApplyTheme?: () => void }).__mdApplyTheme?.();
}

const listeners = new Set<() => void>();
let current: ThemeChoice | null = null;
let stopFollowing: (() => void) | null = null;

const tellSwitches = () => {
  for (const listener of listeners) listener();
};

/**
 * Every switch on the page shows the same choice: they read it here and hear of each change, this page's or another
 * open tab's (the boot script applies that one to the page; here the switches learn of it).
 */
export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  stopFollowing ??= followOtherTabs(STORAGE_KEYS.theme, () => {
    current = readTheme();
    tellSwitches();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopFollowing?.();
      stopFollowing = null;
      // Unheard, another tab's choice would not reach the cache: the next switch reads the stored one.
      current = null;
    }
  };
}

/** The choice as the page knows it (read once, then kept in step by chooseTheme). */
export function themeSnapshot(): ThemeChoice {
  current ??= readTheme();
  return current;
}

/** Stores and applies a choice, and tells every switch on the page. */
export function chooseTheme(choice: ThemeChoice) {
  setTheme(choice);
  current = choice;
  tellSwitches();
}
