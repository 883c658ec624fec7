import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants.ts';
import { addSearchRecord, appStore, clearSearchRecord, loadAppState, recordSearch, setDevId, setToken, setUuid } from './app-store.ts';
import { configStore, imageBase, loadConfigState, setConfig } from './config-store.ts';
import { isRegistered, loadUserState, setUserInfo, userStore } from './user-store.ts';
import { followOtherTabs } from './persisted.ts';

describe('recent searches', () => {
  it('puts a new term first, removes its earlier copy, keeps 10', () => {
    let list: string[] = [];
    for (const term of ['一', '二', '三']) list = recordSearch(list, term);
    expect(list).toEqual(['三', '二', '一']);
    expect(recordSearch(list, '一')).toEqual(['一', '三', '二']);
    for (let i = 0; i < 12; i++) list = recordSearch(list, `词${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('词11');
    expect(recordSearch(list, '   ')).toEqual(list);
  });

  it('are stored and can be cleared', () => {
    addSearchRecord('海边');
    addSearchRecord('山间');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.app)!).searchRecord).toEqual(['山间', '海边']);
    clearSearchRecord();
    expect(appStore.getState().searchRecord).toEqual([]);
  });
});

describe('app state', () => {
  it('setters persist to localStorage and load back', () => {
    setToken('t1');
    setDevId('d1');
    setUuid('u1');
    appStore.setState({ token: null, devId: null, uuid: null, searchRecord: [] }, true);
    localStorage.setItem(STORAGE_KEYS.app, JSON.stringify({ token: 't1', devId: 'd1', uuid: 'u1', searchRecord: ['a'] }));
    loadAppState();
    expect(appStore.getState()).toEqual({ token: 't1', devId: 'd1', uuid: 'u1', searchRecord: ['a'] });
  });

  it('survives corrupt storage', () => {
    localStorage.setItem(STORAGE_KEYS.app, '{not json');
    loadAppState();
    expect(appStore.getState().token).toBeNull();
    localStorage.setItem(STORAGE_KEYS.app, JSON.stringify({ token: 5, searchRecord: 'x' }));
    loadAppState();
    expect(appStore.getState()).toMatchObject({ token: null, searchRecord: [] });
  });
});

describe('user info and config', () => {
  it('registered means an account or a mobile', () => {
    expect(isRegistered(null)).toBe(false);
    expect(isRegistered({ account: null, mobile: null })).toBe(false);
    expect(isRegistered({ account: 'abc', mobile: null })).toBe(true);
    expect(isRegistered({ account: null, mobile: '138' })).toBe(true);
  });

  it('user info lives in localStorage, config in sessionStorage', () => {
    setUserInfo({ id: 1, uuid: 'u', account: null, mobile: null, nickname: '游客', avatar: null, createdAt: '' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).nickname).toBe('游客');
    userStore.setState({ userInfo: null });
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 2, nickname: 'x' }));
    loadUserState();
    expect(userStore.getState().userInfo?.id).toBe(2);

    const config = { domains: [{ type: 'IMAGE' as const, urls: ['https://cdn.example/img'] }], headerMenus: [], footerMenus: [], advertise: [] };
    setConfig(config);
    expect(sessionStorage.getItem(STORAGE_KEYS.config)).toContain('cdn.example');
    expect(localStorage.getItem(STORAGE_KEYS.config)).toBeNull();
    configStore.setState({ config: null });
    expect(sessionStorage.getItem(STORAGE_KEYS.config)).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.config, JSON.stringify(config));
    loadConfigState();
    expect(imageBase(configStore.getState().config)).toBe('https://cdn.example/img');
    expect(imageBase(null)).toBe('/media/img');
  });
});

describe('followOtherTabs', () => {
  it('rereads on another tab’s write of the key or a cleared storage, not on other keys or session storage, until stopped', () => {
    const reread = vi.fn();
    const stop = followOtherTabs(STORAGE_KEYS.danmaku, reread);
    const write = (key: string | null, storageArea: Storage = localStorage) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));
    write(STORAGE_KEYS.theme);
    write(STORAGE_KEYS.danmaku, sessionStorage);
    expect(reread).not.toHaveBeenCalled();
    write(STORAGE_KEYS.danmaku);
    write(null);
    expect(reread).toHaveBeenCalledTimes(2);
    stop();
    write(STORAGE_KEYS.danmaku);
    expect(reread).toHaveBeenCalledTimes(2);
  });
});
