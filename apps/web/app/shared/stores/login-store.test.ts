import { beforeEach, describe, expect, it } from 'vitest';
import { closeLogin, finishLogin, loginStore, requireSignIn } from './login-store.ts';
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

  it('keeps only a path inside the site as the way on', () => {
    requireSignIn('/\t/evil.example');
    expect(loginStore.getState()).toMatchObject({ visible: true, redirect: null });
  });
});
