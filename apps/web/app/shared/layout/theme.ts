import { STORAGE_KEYS } from '../constants.ts';

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

/** Every switch on the page shows the same choice: they read it here and hear of each change. */
export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
  for (const listener of listeners) listener();
}
