import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants.ts';
import { bootScript, THEME_ATTRIBUTE } from './boot-script.ts';
import { isWideLayout, rootFontSize } from './root-font.ts';

describe('rootFontSize', () => {
  it.each([
    [320, 32],
    [375, 37.5],
    [428, 42.8],
    [600, 42.8],
    [823, 42.8],
    [824, 37.5],
    [1440, 37.5],
  ])('%d px wide → %d px', (width, expected) => {
    expect(rootFontSize(width)).toBeCloseTo(expected, 5);
  });

  it('never exceeds 85 px', () => {
    expect(rootFontSize(100_000)).toBeLessThanOrEqual(85);
  });

  it('switches to the wide layout at 824 px', () => {
    expect(isWideLayout(823)).toBe(false);
    expect(isWideLayout(824)).toBe(true);
  });
});

describe('boot script', () => {
  function runAt(width: number) {
    // The script reads the window's width (no forced layout); the root's width is what it falls back on.
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    Object.defineProperty(document.documentElement, 'clientWidth', { value: width, configurable: true });
    new Function(bootScript())();
    return document.documentElement.style.fontSize;
  }

  it.each([320, 375, 428, 600, 824, 1440])('applies the same root font size as rootFontSize at %d px', (width) => {
    expect(parseFloat(runAt(width))).toBeCloseTo(rootFontSize(width), 5);
  });

  it('applies the stored theme before paint, and auto follows the system', () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('dark'), addEventListener() {}, removeEventListener() {} })) as never;
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    runAt(375);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    localStorage.setItem(STORAGE_KEYS.theme, 'auto');
    runAt(375);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    runAt(375);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });

  it('applies the theme another open tab chose, and a cleared storage goes back to auto', () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('dark'), addEventListener() {}, removeEventListener() {} })) as never;
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    runAt(375);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    const fromAnotherTab = (key: string | null, storageArea: Storage = localStorage) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    fromAnotherTab('some-other-key');
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    fromAnotherTab(STORAGE_KEYS.theme);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    fromAnotherTab(STORAGE_KEYS.theme);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    localStorage.clear();
    fromAnotherTab(null);
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('auto');
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });
});
