/**
 * First load (spec section 4): a device id if there is none, the config once, a guest login when there is no
 * token (with the device secret when this browser has one; affCode from the landing URL's dc and pc), the user
 * info when it is missing.
 */
import { api, toBase64Url, utf8 } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { xsrfCookie } from '../../shared/api/browser-session.ts';
import { signInAsGuest } from '../../shared/api/guest-session.ts';
import { setSessionReady } from '../../shared/api/session-ready.ts';
import { appStore, setDevId } from '../../shared/stores/app-store.ts';
import { configStore, setConfig } from '../../shared/stores/config-store.ts';
import { storeUserInfo } from '../../shared/stores/session.ts';
import { userStore } from '../../shared/stores/user-store.ts';

/** Random digits with a time-based suffix. */
export function generateDevId(now = Date.now(), random = Math.random): string {
  let digits = '';
  for (let i = 0; i < 12; i++) digits += Math.floor(random() * 10);
  return `${digits}${now.toString(36)}`;
}

const AFF_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/** base64url(JSON {dc, pc}) of the landing URL's parameters; values the server would refuse are left out. */
export function buildAffCode(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const value: Record<string, string> = {};
  for (const name of ['dc', 'pc']) {
    const v = params.get(name);
    if (v && AFF_VALUE.test(v)) value[name] = v;
  }
  return Object.keys(value).length ? toBase64Url(utf8(JSON.stringify(value))) : undefined;
}

let ready: Promise<void> | null = null;

export function bootstrapSession(client: ApiClient, search: string): Promise<void> {
  if (!ready) {
    ready = run(client, search).catch(() => {
      // A failed start (offline, server down) was already shown; the next page load tries again.
      ready = null;
    });
    setSessionReady(ready);
  }
  return ready;
}

async function run(client: ApiClient, search: string) {
  if (!appStore.getState().devId) setDevId(generateDevId());
  // The config call also hands out the XSRF cookie that every later write needs.
  if (!configStore.getState().config || !xsrfCookie()) setConfig(await client.call(api.pingConfig));
  if (!appStore.getState().token) {
    await signInAsGuest(client, buildAffCode(search));
  } else if (!userStore.getState().userInfo) {
    storeUserInfo(await client.call(api.userInfo, {}, { startUp: true }));
  }
}

/** For tests. */
export function resetBootstrap() {
  ready = null;
}
