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
