import type { UserInfo } from '@md/contract/client';
import { setToken, setUuid } from './app-store.ts';
import { setUserInfo } from './user-store.ts';

/** Stores what a guest login, sign-in or sign-up answered. */
export function storeSession(session: { token: string; userInfo: UserInfo }) {
  setToken(session.token);
  storeUserInfo(session.userInfo);
}

export function storeUserInfo(info: UserInfo) {
  setUserInfo(info);
  setUuid(info.uuid);
}
