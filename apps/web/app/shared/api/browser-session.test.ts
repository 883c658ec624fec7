import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants.ts';
import { appStore, setDevId, setToken } from '../stores/app-store.ts';
import { setUserInfo, userStore } from '../stores/user-store.ts';
import * as toastModule from '../ui/toast.ts';
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

  it('clears stored app and user data, then goes to / after one second, once', async () => {
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
    await vi.advanceTimersByTimeAsync(999);
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('does not reload again within the guard', async () => {
    sessionStorage.setItem(STORAGE_KEYS.reloadAt, String(Date.now()));
    handleLoginExpired();
    await vi.advanceTimersByTimeAsync(1000);
    expect(replace).not.toHaveBeenCalled();
  });

  it('counts the second from when the notice is on screen, not from when its code was asked for', async () => {
    let loaded!: () => void;
    vi.spyOn(toastModule, 'toastsReady').mockReturnValue(new Promise<void>((resolve) => (loaded = resolve)));
    handleLoginExpired();
    await vi.advanceTimersByTimeAsync(5000);
    expect(replace).not.toHaveBeenCalled();
    loaded();
    await vi.advanceTimersByTimeAsync(999);
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
