/** User info (spec section 3), kept in localStorage. Registered means an account or a mobile is present. */
import type { UserInfo } from '@md/contract/client';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants.ts';
import { plainStorage } from './persisted.ts';

export interface UserState {
  userInfo: UserInfo | null;
}

export const userStore = createStore<UserState>()(
  persist(() => ({ userInfo: null as UserInfo | null }), {
    name: STORAGE_KEYS.user,
    // Stored as the user info itself; no user, no key.
    storage: plainStorage<UserState, UserInfo>('localStorage', (state) => state.userInfo, (value) => ({ userInfo: value && typeof value === 'object' ? (value as UserInfo) : null })),
    skipHydration: true,
    merge: (stored) => stored as UserState,
  }),
);

export const loadUserState = () => void userStore.persist.rehydrate();
export const setUserInfo = (userInfo: UserInfo | null) => userStore.setState({ userInfo });
export const clearUserState = () => userStore.setState({ userInfo: null });

export const isRegistered = (user: Pick<UserInfo, 'account' | 'mobile'> | null | undefined) => Boolean(user?.account || user?.mobile);
export const useUserInfo = () => useStore(userStore, (s) => s.userInfo);
export const useIsRegistered = () => useStore(userStore, (s) => isRegistered(s.userInfo));

/**
 * The catalogue key of the message after a collect or uncollect. A guest's collections are kept and become the
 * account's when the guest signs up (decision 0004), but only an account has 我的收藏: the guest is told so.
 */
export const collectMessage = (collected: boolean): 'collected' | 'collectedAsGuest' | 'uncollected' =>
  !collected ? 'uncollected' : isRegistered(userStore.getState().userInfo) ? 'collected' : 'collectedAsGuest';
