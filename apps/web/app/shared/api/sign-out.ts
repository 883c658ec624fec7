/**
 * Leaving the account (退出登录, or the lock screen's "forgot code"): end the session, forget the account's local
 * browsing histories and drafts (the next person on this device is not shown them), back to this device's guest.
 */
import { api } from '@md/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { forgetHistories } from '../db/histories.ts';
import { clearAppState } from '../stores/app-store.ts';
import { forgetDrafts } from '../stores/drafts.ts';
import { writeLockFlag } from '../stores/lock-flag.ts';
import { clearUserState } from '../stores/user-store.ts';
import type { ApiClient } from './client.ts';
import { signInAsGuest } from './guest-session.ts';
import { setSessionReady } from './session-ready.ts';

export async function signOutToGuest(client: ApiClient, queryClient: QueryClient, leave?: () => void | Promise<void>) {
  // Forgotten first, while the page shows none of it: a page that lists them never sees them again.
  await forgetHistories().catch(() => undefined);
  forgetDrafts();
  try {
    await client.call(api.userLogout, {}, { silent: true });
  } catch {
    // the token is dropped below whatever the server said
  }
  writeLockFlag(null);
  clearAppState();
  clearUserState();
  const guest = leaveThenSignIn(client, queryClient, leave);
  // Until the guest's session is there, calls that need a token (a heartbeat, a press) wait for it instead of going
  // without one (they would be told the login expired).
  setSessionReady(guest.catch(() => undefined));
  await guest;
}

/**
 * Started in the same tick as the clearing, and the page left before the guest's session exists: a members' page
 * still on screen would ask its members' calls again with the guest's token and be told to sign in, so `leave`
 * resolves once the next page is drawn (useLeavePage), not when the router has settled. Then back to this
 * device's guest session (clearAppState keeps the device id; the device secret is kept apart).
 */
async function leaveThenSignIn(client: ApiClient, queryClient: QueryClient, leave?: () => void | Promise<void>) {
  try {
    await leave?.();
    await signInAsGuest(client);
  } finally {
    queryClient.clear();
  }
}
