/** Leaving the account from the lock screen ("forgot code"): end the session, back to this device's guest. */
import { api } from '@md/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { signInAsGuest } from '../../shared/api/guest-session.ts';
import { clearAppState } from '../../shared/stores/app-store.ts';
import { clearUserState } from '../../shared/stores/user-store.ts';
import { writeLockFlag } from './lock-flag.ts';

export async function signOutToGuest(client: ApiClient, queryClient: QueryClient) {
  try {
    await client.call(api.userLogout, {}, { silent: true });
  } catch {
    // the token is dropped below whatever the server said
  }
  writeLockFlag(null);
  clearAppState();
  clearUserState();
  try {
    await signInAsGuest(client);
  } finally {
    queryClient.clear();
  }
}
