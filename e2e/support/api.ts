/** Signed calls from Node, for arranging test data (accounts) the quick way: the web client over fetch. */
import { COOKIE_XSRF, api, type Route, type RouteRequest, type RouteResponse } from '@md/contract';
import { loadConfig } from '../../apps/server/src/config.ts';
import { ApiClient } from '../../apps/web/app/shared/api/client.ts';
import type { Transport } from '../../apps/web/app/shared/api/transport.ts';
import { E2E_ENV } from './e2e-env.ts';

export function nodeApi(baseUrl: string) {
  const config = loadConfig(E2E_ENV);
  let cookie: string | null = null;
  let token: string | null = null;
  const transport: Transport = async (request) => {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: { ...request.headers, ...(cookie ? { cookie: `${COOKIE_XSRF}=${cookie}` } : {}) },
      body: request.body ?? undefined,
    });
    const set = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (set) cookie = set[1];
    return { status: response.status, text: await response.text() };
  };
  const client = new ApiClient(
    { keyId: config.sign.keyId, secret: config.sign.secret, dataKey: config.dataKey, imageKey: config.imageKey },
    transport,
    { token: () => token, devId: () => 'e2e-node-client', systemType: () => 'h5', xsrfToken: () => cookie, notify: () => {}, loginExpired: () => {} },
  );
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
