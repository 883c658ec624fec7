/**
 * The login popup's state: hidden, sign-in tab, until something asks for it. It also remembers where the visitor
 * meant to go (`redirect`), to be taken there after signing in.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isRegistered, userStore } from './user-store.ts';
import { sitePath } from '../navigation/site-path.ts';

export type LoginTab = 'signIn' | 'signUp' | 'phone';

interface LoginState {
  visible: boolean;
  tab: LoginTab;
  /** Where to go once signed in (a path inside the site), if the visitor was on the way somewhere. */
  redirect: string | null;
  /** Set when a sign-in or sign-up succeeds with a redirect pending; whoever navigates takes it. */
  arrived: string | null;
}

export const loginStore = createStore<LoginState>(() => ({ visible: false, tab: 'signIn', redirect: null, arrived: null }));

export function openLogin(tab: LoginTab = 'signIn', options: { redirect?: string | null } = {}) {
  loginStore.setState({ visible: true, tab, redirect: sitePath(options.redirect), arrived: null });
}

export function closeLogin() {
  loginStore.setState({ visible: false, tab: 'signIn', redirect: null });
}

/** After a successful sign-in or sign-up: closes, and hands the pending redirect to whoever navigates. */
export function finishLogin() {
  const { redirect } = loginStore.getState();
  closeLogin();
  if (redirect) loginStore.setState({ arrived: redirect });
}

export const takeArrival = () => loginStore.setState({ arrived: null });
export const setLoginTab = (tab: LoginTab) => loginStore.setState({ tab });

/** For gated actions: shows the popup when the visitor is not signed in; true when it did. */
export function requireSignIn(redirect?: string): boolean {
  if (isRegistered(userStore.getState().userInfo)) return false;
  openLogin('signIn', { redirect });
  return true;
}

export const useLoginState = () => useStore(loginStore);
