import { COOKIE_XSRF, api, fromBase64Url, fromUtf8, type Endpoint } from '@md/contract/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../shared/api/client.ts';
import { sessionReady } from '../../shared/api/session-ready.ts';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { appStore, setToken } from '../../shared/stores/app-store.ts';
import { configStore } from '../../shared/stores/config-store.ts';
import { setUserInfo, userStore } from '../../shared/stores/user-store.ts';
import { bootstrapSession, buildAffCode, generateDevId, resetBootstrap } from './bootstrap.ts';

const config = { domains: [], headerMenus: [], footerMenus: [], advertise: [] };
const ISSUED = 's'.repeat(43);
const guestInfo = { id: 7, uuid: 'uuid-7', account: null, mobile: null, nickname: '游客123456', avatar: null, createdAt: '' };

function fakeClient() {
  const calls: { path: string; input: unknown }[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input?: unknown) => {
      calls.push({ path: endpoint.path, input });
      if (endpoint === api.pingConfig) {
        document.cookie = `${COOKIE_XSRF}=${'c'.repeat(43)}`;
        return config;
      }
      if (endpoint === api.loginGuest) return { token: 'guest-token', userInfo: guestInfo, ...((input as { deviceSecret?: string }).deviceSecret ? {} : { deviceSecret: ISSUED }) };
      if (endpoint === api.userInfo) return guestInfo;
      throw new Error('unexpected');
    }),
  } as unknown as ApiClient;
  return { client, calls };
}

beforeEach(() => {
  resetBootstrap();
  appStore.setState({ token: null, devId: null, uuid: null, searchRecord: [] });
  userStore.setState({ userInfo: null });
  configStore.setState({ config: null });
  document.cookie = `${COOKIE_XSRF}=; max-age=0`;
  localStorage.removeItem(STORAGE_KEYS.deviceSecret);
});

describe('generateDevId', () => {
  it('is random digits with a time-based suffix, accepted by the server', () => {
    const id = generateDevId(1_700_000_000_000, () => 0.5);
    expect(id).toBe(`555555555555${(1_700_000_000_000).toString(36)}`);
    expect(generateDevId()).toMatch(/^\d{12}[0-9a-z]+$/);
    expect(generateDevId()).not.toBe(generateDevId());
  });
});

describe('buildAffCode', () => {
  it('encodes dc and pc of the landing URL', () => {
    const code = buildAffCode('?dc=ch01&pc=p9&other=1')!;
    expect(JSON.parse(fromUtf8(fromBase64Url(code)))).toEqual({ dc: 'ch01', pc: 'p9' });
    expect(JSON.parse(fromUtf8(fromBase64Url(buildAffCode('?pc=only')!)))).toEqual({ pc: 'only' });
  });

  it('leaves out what the server would refuse, and is absent without either', () => {
    expect(buildAffCode('')).toBeUndefined();
    expect(buildAffCode('?dc=<script>')).toBeUndefined();
    expect(JSON.parse(fromUtf8(fromBase64Url(buildAffCode('?dc=good&pc=%E4%B8%AD')!)))).toEqual({ dc: 'good' });
  });
});

describe('bootstrapSession', () => {
  it('first visit: device id, config (and its cookie), guest login with affCode, stored', async () => {
    const { client, calls } = fakeClient();
    await bootstrapSession(client, '?dc=ch01');
    expect(calls.map((c) => c.path)).toEqual([api.pingConfig.path, api.loginGuest.path]);
    const devId = appStore.getState().devId!;
    expect(devId).toMatch(/^\d{12}/);
    expect(calls[1].input).toEqual({ devID: devId, affCode: buildAffCode('?dc=ch01') });
    expect(appStore.getState()).toMatchObject({ token: 'guest-token', uuid: 'uuid-7' });
    expect(userStore.getState().userInfo).toEqual(guestInfo);
    expect(JSON.parse(localStorage.getItem('md:app')!).token).toBe('guest-token');
    // The device secret the server issued is kept apart from the session, for the next guest sign-in.
    expect(localStorage.getItem(STORAGE_KEYS.deviceSecret)).toBe(ISSUED);
  });

  it('a returning device without a token proves itself with its stored device secret, and keeps it', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceSecret, 'k'.repeat(43));
    appStore.setState({ devId: 'device-0001' });
    const { client, calls } = fakeClient();
    await bootstrapSession(client, '');
    expect(calls[1]).toEqual({ path: api.loginGuest.path, input: { devID: 'device-0001', deviceSecret: 'k'.repeat(43) } });
    expect(localStorage.getItem(STORAGE_KEYS.deviceSecret)).toBe('k'.repeat(43));
  });

  it('runs once per page even when asked twice', async () => {
    const { client, calls } = fakeClient();
    await Promise.all([bootstrapSession(client, ''), bootstrapSession(client, '')]);
    expect(calls.filter((c) => c.path === api.loginGuest.path)).toHaveLength(1);
  });

  it('with a token but no user info: fetches the user info only', async () => {
    document.cookie = `${COOKIE_XSRF}=${'c'.repeat(43)}`;
    configStore.setState({ config });
    setToken('kept-token');
    const { client, calls } = fakeClient();
    await bootstrapSession(client, '');
    expect(calls.map((c) => c.path)).toEqual([api.userInfo.path]);
    expect(appStore.getState().token).toBe('kept-token');
  });

  it('a token without user info or config: its own calls do not wait for the start-up they belong to', async () => {
    setToken('kept-token');
    const { client, calls } = fakeClient();
    // As the browser's client does: a call that needs a token waits for the start-up, unless it is the start-up's.
    const plain = client.call.bind(client);
    client.call = (async (endpoint: Endpoint, input?: unknown, options?: { startUp?: boolean }) => {
      if (endpoint.access === 'user' && !options?.startUp) await sessionReady();
      return plain(endpoint as never, input as never);
    }) as typeof client.call;
    await bootstrapSession(client, '');
    expect(calls.map((c) => c.path)).toEqual([api.pingConfig.path, api.userInfo.path]);
    expect(userStore.getState().userInfo).toEqual(guestInfo);
  });

  it('with everything present: no calls at all', async () => {
    document.cookie = `${COOKIE_XSRF}=${'c'.repeat(43)}`;
    configStore.setState({ config });
    setToken('kept-token');
    setUserInfo(guestInfo);
    const { client, calls } = fakeClient();
    await bootstrapSession(client, '');
    expect(calls).toEqual([]);
  });
});
