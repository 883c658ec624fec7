/**
 * The browser's session port: identity from the stores, the XSRF cookie, toasts, and the spec's handling of an
 * expired login (clear stored app and user data, back to `/` after 1 s, at most one reload per 10 s).
 */
import { COOKIE_XSRF, readCookie } from '@md/contract/client';
import { LOGIN_EXPIRED_RELOAD_MS, RELOAD_GUARD_MS, STORAGE_KEYS } from '../constants.ts';
import { activeLocale } from '../i18n/i18n.ts';
import { currentSystemType } from '../layout/device.ts';
import { appStore, clearAppState } from '../stores/app-store.ts';
import { clearUserState } from '../stores/user-store.ts';
import { showToast, toastsReady } from '../ui/toast.ts';
import type { SessionPort } from './client.ts';
import { sessionReady } from './session-ready.ts';

/** This page's XSRF cookie, echoed on writes. */
export const xsrfCookie = () => readCookie(document.cookie, COOKIE_XSRF) ?? null;

let reloadPending = false;

/** True when a reload may happen now; records it. Exported for tests. */
export function takeReloadSlot(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEYS.reloadAt) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(STORAGE_KEYS.reloadAt, String(now));
  } catch {
    // without sessionStorage the guard is this page's timer alone
  }
  return true;
}

/**
 * The second counts from when the notice is on screen: on a slow phone the toast's code can take longer than that
 * to load, and leaving earlier would take the notice away unseen.
 */
export function handleLoginExpired() {
  clearAppState();
  clearUserState();
  if (reloadPending) return;
  reloadPending = true;
  void toastsReady().then(() =>
    setTimeout(() => {
      reloadPending = false;
      if (takeReloadSlot()) window.location.replace('/');
    }, LOGIN_EXPIRED_RELOAD_MS),
  );
}

export const browserSession: SessionPort = {
  token: () => appStore.getState().token,
  devId: () => appStore.getState().devId ?? '',
  systemType: currentSystemType,
  xsrfToken: xsrfCookie,
  // The toast code loads on the first message, not with every page.
  notify: (message) => {
    showToast(message);
  },
  locale: activeLocale,
  loginExpired: handleLoginExpired,
  ready: (endpoint) => (endpoint.access === 'user' || endpoint.access === 'registered' ? sessionReady() : Promise.resolve()),
};
