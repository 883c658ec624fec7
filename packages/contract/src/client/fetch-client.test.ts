import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_XSRF, HEADER_AUTHORIZATION, HEADER_USER_AGENT, HEADER_XSRF } from '../constants.ts';
import { toBase64 } from '../crypto/bytes.ts';
import { routes } from '../routes.generated.ts';
import { fetchClient } from './fetch-client.ts';

const keys = { keyId: 'k1', secret: 'test-secret', dataKey: toBase64(new Uint8Array(32).fill(7)) };
const XSRF = 'x'.repeat(43);

/** A server that hands out the XSRF cookie on the config call and answers every call with success. */
function fakeServer() {
  const seen: { url: string; method: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: { method: string; headers: Record<string, string> }) => {
    seen.push({ url, method: init.method, headers: init.headers });
    const headers = new Headers({ 'content-type': 'application/json' });
    // Another cookie first: the XSRF one is found on its own line.
    if (url.endsWith(routes.pingConfig.path)) {
      headers.append('set-cookie', 'md_lang=zh-CN; Path=/');
      headers.append('set-cookie', `${COOKIE_XSRF}=${XSRF}; Path=/; SameSite=Strict`);
    }
    return new Response(JSON.stringify({ code: 200, tip: '', data: 1 }), { status: 200, headers });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed client over fetch', () => {
  it('asks for the config before its first write, then sends the cookie it handed out and echoes it', async () => {
    const seen = fakeServer();
    const api = fetchClient('http://server', keys, 'dev-1');
    await api.call(routes.mediaList, { page: 1 });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', `http://server${routes.pingConfig.path}`],
      ['POST', `http://server${routes.mediaList.path}`],
    ]);
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[1]!.headers).toMatchObject({ cookie: `${COOKIE_XSRF}=${XSRF}`, [HEADER_XSRF]: XSRF });
    expect(api.xsrf()).toBe(XSRF);
    // Once: the next write goes straight out; a read never asks for the config.
    await api.call(routes.mediaList, { page: 2 });
    expect(seen).toHaveLength(3);
    const reader = fetchClient('http://server', keys, 'dev-2');
    await reader.call(routes.pingConfig);
    expect(seen).toHaveLength(4);
  });

  it('carries the token it is given, and the device it was made for', async () => {
    const seen = fakeServer();
    const api = fetchClient('http://server', keys, 'dev-9', 'first-token');
    await api.ready();
    expect(seen[0]!.headers[HEADER_AUTHORIZATION]).toBe('Bearer first-token');
    expect(seen[0]!.headers[HEADER_USER_AGENT]).toContain('devId=dev-9');
    api.setToken(null);
    await api.call(routes.pingConfig);
    expect(seen[1]!.headers[HEADER_AUTHORIZATION]).toBeUndefined();
    expect(api.token()).toBeNull();
  });
});
