/** The login popup's state: hidden, sign-in tab, until something asks for it. */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isRegistered, userStore } from './user-store.ts';

export type LoginTab = 'signIn' | 'signUp';

export const loginStore = createStore<{ visible: boolean; tab: LoginTab }>(() => ({ visible: false, tab: 'signIn' }));

export const openLogin = (tab: LoginTab = 'signIn') => loginStore.setState({ visible: true, tab });
export const closeLogin = () => loginStore.setState({ visible: false, tab: 'signIn' });
export const setLoginTab = (tab: LoginTab) => loginStore.setState({ tab });

/** For gated actions: shows the popup when the visitor is not signed in; true when it did. */
export function requireSignIn(): boolean {
  if (isRegistered(userStore.getState().userInfo)) return false;
  openLogin();
  return true;
}

export const useLoginState = () => useStore(loginStore);
