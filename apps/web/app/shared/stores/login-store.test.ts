import { beforeEach, describe, expect, it } from 'vitest';
import { closeLogin, finishLogin, loginStore, requireSignIn, safeRedirect } from './login-store.ts';
import { userStore } from './user-store.ts';

beforeEach(() => {
  closeLogin();
  loginStore.setState({ arrived: null });
  userStore.setState({ userInfo: null });
});

describe('login store: the way on after signing in', () => {
  it('keeps a redirect through the popup and hands it over after signing in, not after closing', () => {
    expect(requireSignIn('/mine')).toBe(true);
    expect(loginStore.getState().redirect).toBe('/mine');
    closeLogin();
    expect(loginStore.getState().arrived).toBeNull();
    requireSignIn('/sysMsg');
    finishLogin();
    expect(loginStore.getState()).toMatchObject({ visible: false, redirect: null, arrived: '/sysMsg' });
  });

  it('only follows paths inside the site', () => {
    expect(safeRedirect('/mine?x=1')).toBe('/mine?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect('mine')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/\t/evil.example')).toBeNull();
    expect(safeRedirect('/\n/evil.example')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect('/videoDetails?id=3#comments')).toBe('/videoDetails?id=3#comments');
  });
});
