/**
 * A guest sign-in for this browser: its device id, and its device secret when it has one, so the server gives back
 * this device's guest (without the secret it makes a new one). A secret in the answer is kept for next time.
 */
import { api } from '@md/contract/client';
import { appStore } from '../stores/app-store.ts';
import { readDeviceSecret, writeDeviceSecret } from '../stores/device-secret.ts';
import { storeSession } from '../stores/session.ts';
import type { ApiClient } from './client.ts';

export async function signInAsGuest(client: ApiClient, affCode?: string) {
  const deviceSecret = readDeviceSecret() ?? undefined;
  const session = await client.call(api.loginGuest, { devID: appStore.getState().devId!, deviceSecret, affCode });
  if (session.deviceSecret) writeDeviceSecret(session.deviceSecret);
  storeSession(session);
}
