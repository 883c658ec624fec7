/** Routes only for visitors with an account or mobile (spec section 2). */
import { redirect } from 'react-router';
import { loadUserState, isRegistered, userStore } from '../stores/user-store.ts';

export const PROTECTED_PATHS = ['/mine', '/sysMsg', '/post'];

/** clientLoader guard: a visitor with neither account nor mobile goes to `/`. */
export function requireRegistered() {
  if (!userStore.getState().userInfo) loadUserState();
  if (!isRegistered(userStore.getState().userInfo)) throw redirect('/');
  return null;
}
