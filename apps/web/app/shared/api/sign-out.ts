/** Leaving the account (退出登录, or the lock screen's "forgot code"): end the session, back to this device's guest. */
import { api } from '@md/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { clearAppState } from '../stores/app-store.ts';
import { writeLockFlag } from '../stores/lock-flag.ts';
import { clearUserState } from '../stores/user-store.ts';
import type { ApiClient } from './client.ts';
import { signInAsGuest } from './guest-session.ts';

export async function signOutToGuest(client: ApiClient, queryClient: QueryClient) {
  try {
    await client.call(api.userLogout, {}, { silent: true });
  } catch {
    // the token is dropped below whatever the server said
  }
  writeLockFlag(null);
  clearAppState();
  clearUserState();
  // Back to this device's guest session (clearAppState keeps the device id; the device secret is kept apart).
  try {
    await signInAsGuest(client);
  } finally {
    queryClient.clear();
  }
}
