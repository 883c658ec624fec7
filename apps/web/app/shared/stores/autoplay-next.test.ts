import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants.ts';
import { autoplayNextStore, readAutoplayNext, setAutoplayNext, useAutoplayNext } from './autoplay-next.ts';

describe('自动连播, as this device chose', () => {
  afterEach(() => {
    localStorage.clear();
    autoplayNextStore.setState({ on: true });
  });

  it('is on unless `false` was stored (nothing, or a corrupt value, leaves it on)', () => {
    expect(readAutoplayNext(null)).toEqual({ on: true });
    expect(readAutoplayNext('off')).toEqual({ on: true });
    expect(readAutoplayNext(true)).toEqual({ on: true });
    expect(readAutoplayNext(false)).toEqual({ on: false });
  });

  it('keeps the choice as plain JSON and reads it back on the next visit', async () => {
    setAutoplayNext(false);
    expect(localStorage.getItem(STORAGE_KEYS.autoplayNext)).toBe('false');
    autoplayNextStore.setState({ on: true });
    localStorage.setItem(STORAGE_KEYS.autoplayNext, 'false');
    await autoplayNextStore.persist.rehydrate();
    expect(autoplayNextStore.getState().on).toBe(false);
    localStorage.setItem(STORAGE_KEYS.autoplayNext, '{not json');
    await autoplayNextStore.persist.rehydrate();
    expect(autoplayNextStore.getState().on).toBe(true);
  });

  it('follows a change made in another open tab while a page shows it, and stops listening when it goes', () => {
    const { result, unmount } = renderHook(() => useAutoplayNext());
    act(() => {
      setAutoplayNext(false);
    });
    expect(result.current).toBe(false);
    localStorage.setItem(STORAGE_KEYS.autoplayNext, 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'md:another', storageArea: localStorage }));
    });
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.autoplayNext, storageArea: localStorage }));
    });
    expect(result.current).toBe(true);
    unmount();
    localStorage.setItem(STORAGE_KEYS.autoplayNext, 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.autoplayNext, storageArea: localStorage }));
    expect(autoplayNextStore.getState().on).toBe(true);
  });
});
