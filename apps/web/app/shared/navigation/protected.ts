/** Routes only for visitors with an account or mobile (spec section 2). */
import { redirect } from 'react-router';
import { requireSignIn } from '../stores/login-store.ts';
import { pagePath } from './bind-target.ts';
import { loadUserState, isRegistered, userStore } from '../stores/user-store.ts';

export const PROTECTED_PATHS = ['/mine', '/sysMsg', '/post', '/reviewWrite'];

/**
 * Before following a link to `to`: true when `to` is a protected page and the visitor a guest, who is then asked to
 * sign in (and taken there after) instead of going.
 */
export function signInFirst(to: string): boolean {
  return PROTECTED_PATHS.includes(pagePath(to)) && requireSignIn(to);
}

/** The query parameter that carries where a guest sent away from a protected page meant to go. */
export const REDIRECT_PARAM = 'redirect';

/**
 * clientLoader guard: a visitor with neither account nor mobile goes to `/` (the spec's rule), carrying where
 * they meant to go, so home can say why and sign them in on the way there.
 */
export function requireRegistered(request?: Request) {
  if (!userStore.getState().userInfo) loadUserState();
  if (!isRegistered(userStore.getState().userInfo)) {
    const url = request ? new URL(request.url) : null;
    throw redirect(url ? `/?${REDIRECT_PARAM}=${encodeURIComponent(url.pathname + url.search)}` : '/');
  }
  return null;
}
