import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants.ts';
import { appStore, setDevId, setToken } from '../stores/app-store.ts';
import { setUserInfo, userStore } from '../stores/user-store.ts';
import { handleLoginExpired, takeReloadSlot } from './browser-session.ts';

describe('reload guard', () => {
  it('allows one reload per 10 seconds', () => {
    expect(takeReloadSlot(100_000)).toBe(true);
    expect(takeReloadSlot(105_000)).toBe(false);
    expect(takeReloadSlot(109_999)).toBe(false);
    expect(takeReloadSlot(110_000)).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.reloadAt)).toBe('110000');
  });
});

describe('expired login', () => {
  const replace = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, replace });
    replace.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('clears stored app and user data, then goes to / after one second, once', () => {
    setDevId('dev-keep-me');
    setToken('old-token');
    setUserInfo({ id: 1, uuid: 'u', account: 'someone', mobile: null, nickname: 'n', avatar: null, createdAt: '' });
    handleLoginExpired();
    handleLoginExpired();
    expect(appStore.getState().token).toBeNull();
    expect(userStore.getState().userInfo).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.app)!).token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // The device keeps its id: it is the device, not the session.
    expect(appStore.getState().devId).toBe('dev-keep-me');
    vi.advanceTimersByTime(999);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('does not reload again within the guard', () => {
    sessionStorage.setItem(STORAGE_KEYS.reloadAt, String(Date.now()));
    handleLoginExpired();
    vi.advanceTimersByTime(1000);
    expect(replace).not.toHaveBeenCalled();
  });
});
