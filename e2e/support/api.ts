/** Signed calls from Node, for arranging test data (accounts) the quick way: the contract's signed client over fetch. */
import { COOKIE_XSRF, SYSTEM_TYPE_MOBILE, SignedClient, api, readCookie, type Route, type RouteRequest, type RouteResponse, type Transport } from '@md/contract';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Page } from 'playwright-core';
import { E2E_ENV } from './e2e-env.ts';

export function nodeApi(baseUrl: string) {
  const config = loadConfig(E2E_ENV);
  let cookie: string | null = null;
  let token: string | null = null;
  const transport: Transport = async (request) => {
    const response = await fetch(baseUrl + request.path, { method: request.method, headers: request.headers, body: request.body ?? undefined });
    cookie = readCookie(response.headers.get('set-cookie') ?? undefined, COOKIE_XSRF) ?? cookie;
    return { status: response.status, text: await response.text() };
  };
  const client = new SignedClient({ ...config.sign, dataKey: config.dataKey }, transport, {
    token: () => token,
    devId: () => 'e2e-node-client',
    systemType: () => SYSTEM_TYPE_MOBILE,
    xsrfToken: () => cookie,
    // Outside a browser the cookie is sent by hand.
    extraHeaders: (): Record<string, string> => (cookie ? { cookie: `${COOKIE_XSRF}=${cookie}` } : {}),
  });
  return {
    async call<R extends Route>(endpoint: R, input?: RouteRequest<R>): Promise<RouteResponse<R>> {
      // Like the browser: the config call hands out the XSRF cookie that writes need.
      if (!cookie && endpoint.method === 'POST') await client.call(api.pingConfig);
      return client.call(endpoint, input);
    },
    setToken: (value: string | null) => {
      token = value;
    },
  };
}

let counter = 0;
export const uniqueAccount = (prefix = 'e2e') => `${prefix}_${Date.now().toString(36)}${(++counter).toString(36)}`;

/**
 * A new registered user made through the API and signed in on the page (its stored session, as the app keeps it);
 * the returned API client acts as that user too. The sign-in forms have their own tests.
 */
export async function signInAsNewUser(page: Page, baseUrl: string, prefix: string) {
  const client = nodeApi(baseUrl);
  const account = uniqueAccount(prefix);
  const session = await client.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
  client.setToken(session.token);
  await page.evaluate((s) => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
    localStorage.setItem('md:user', JSON.stringify(s.userInfo));
  }, session);
  return { account, token: session.token, client, nickname: session.userInfo.nickname };
}
