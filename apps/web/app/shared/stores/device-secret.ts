/**
 * The guest device secret: issued by login/guest at this browser's first guest sign-in, proof that a later guest
 * sign-in comes from the same device (the device id alone travels with every call and proves nothing). Kept in
 * localStorage under its own key, outside the app state: a sign-out clears the session, never the device. Sent
 * only to login/guest (shared/api/guest-session.ts).
 */
import { STORAGE_KEYS } from '../constants.ts';

const SECRET = /^[A-Za-z0-9_-]{1,128}$/;

export function readDeviceSecret(): string | null {
  try {
    const value = typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEYS.deviceSecret);
    return value && SECRET.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDeviceSecret(secret: string) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.deviceSecret, secret);
  } catch {
    // storage unavailable: the next guest sign-in on this device gets a new guest
  }
}
