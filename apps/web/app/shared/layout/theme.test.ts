import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants.ts';
import { chooseTheme, subscribeTheme, themeSnapshot } from './theme.ts';

const fromAnotherTab = (key: string | null, storageArea: Storage = localStorage) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));

describe('the theme choice the switches show', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('follows a choice made in another open tab while a switch listens, and stops when none does', () => {
    chooseTheme('light');
    const heard = vi.fn();
    const stop = subscribeTheme(heard);
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    fromAnotherTab('md:something-else');
    fromAnotherTab(STORAGE_KEYS.theme, sessionStorage);
    expect(heard).not.toHaveBeenCalled();
    expect(themeSnapshot()).toBe('light');
    fromAnotherTab(STORAGE_KEYS.theme);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(themeSnapshot()).toBe('dark');
    localStorage.clear();
    fromAnotherTab(null);
    expect(themeSnapshot()).toBe('auto');
    stop();
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    fromAnotherTab(STORAGE_KEYS.theme);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('tells every switch of this page’s own choice', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stops = [subscribeTheme(first), subscribeTheme(second)];
    chooseTheme('dark');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    for (const stop of stops) stop();
  });

  it('reads the stored choice again for a switch that comes after none listened (another tab changed it meanwhile)', () => {
    const stop = subscribeTheme(vi.fn());
    chooseTheme('light');
    stop();
    // Another tab's choice while no switch is on the page: no one hears it.
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    fromAnotherTab(STORAGE_KEYS.theme);
    const again = subscribeTheme(vi.fn());
    expect(themeSnapshot()).toBe('dark');
    again();
  });
});
