/** User info (spec section 3), kept in localStorage. Registered means an account or a mobile is present. */
import type { UserInfo } from '@md/contract/client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants.ts';
import { local, readJson, writeJson } from './storage.ts';

export interface UserState {
  userInfo: UserInfo | null;
}

export const userStore = createStore<UserState>(() => ({ userInfo: null }));
userStore.subscribe((state) => {
  if (typeof window !== 'undefined') writeJson(local, STORAGE_KEYS.user, state.userInfo);
});

export const loadUserState = () => userStore.setState({ userInfo: readJson<UserInfo>(local, STORAGE_KEYS.user) });
export const setUserInfo = (userInfo: UserInfo | null) => userStore.setState({ userInfo });
export const clearUserState = () => userStore.setState({ userInfo: null });

export const isRegistered = (user: Pick<UserInfo, 'account' | 'mobile'> | null | undefined) => Boolean(user?.account || user?.mobile);
export const useUserInfo = () => useStore(userStore, (s) => s.userInfo);
export const useIsRegistered = () => useStore(userStore, (s) => isRegistered(s.userInfo));
