/**
 * The login popup's state: hidden, sign-in tab, until something asks for it. It also remembers where the visitor
 * meant to go (`redirect`), to be taken there after signing in.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isRegistered, userStore } from './user-store.ts';

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

const HERE = 'https://site.invalid';
/** A backslash, a control character or DEL: never in a path we write, and read as something else by browsers. */
const unsafeInPath = (c: string) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * Only paths inside this site: `/x`, never `//host`, a scheme, or what a browser reads as another host (`/\\host`,
 * `/<tab>/host`: URL parsing treats a backslash as a slash and drops tabs and line breaks). Read as the browser
 * would against a stand-in origin, the path must stay on it.
 */
export function safeRedirect(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || [...to].some(unsafeInPath)) return null;
  try {
    const url = new URL(to, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function openLogin(tab: LoginTab = 'signIn', options: { redirect?: string | null } = {}) {
  loginStore.setState({ visible: true, tab, redirect: safeRedirect(options.redirect), arrived: null });
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
