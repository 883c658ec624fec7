/**
 * The signed client for a caller outside a browser (the command line, the tests, the benchmarks): the contract's
 * `SignedClient` over fetch, keeping the XSRF cookie the server hands out and sending it back by hand, as a browser
 * would, and a bearer token set by the caller.
 */
import { COOKIE_XSRF, SYSTEM_TYPE_MOBILE } from '../constants.ts';
import { readCookie } from '../cookie.ts';
import type { Route, RouteRequest, RouteResponse } from '../route.ts';
import { routes } from '../routes.generated.ts';
import { SignedClient, type SigningKeys, type Transport } from './signed-client.ts';

export interface FetchClient {
  /** The signed client itself (`send`, `open`, `headers` for calls made by hand). */
  readonly client: SignedClient;
  readonly devId: string;
  /**
   * One call; before the first write it asks for the site config, which hands out the XSRF cookie writes need
   * (what a page's first load does in a browser).
   */
  call<R extends Route>(endpoint: R, input?: RouteRequest<R>): Promise<RouteResponse<R>>;
  /** Asks for the site config now if no XSRF cookie is held yet. */
  ready(): Promise<void>;
  /** Acts as this session from now on (null: without one). */
  setToken(token: string | null): void;
  token(): string | null;
  /** The XSRF cookie held, once handed out. */
  xsrf(): string | null;
}

export function fetchClient(baseUrl: string, keys: SigningKeys, devId: string, token: string | null = null): FetchClient {
  let cookie: string | null = null;
  let bearer = token;
  const transport: Transport = async (request) => {
    const response = await fetch(baseUrl + request.path, { method: request.method, headers: request.headers, body: request.body ?? undefined });
    // Each Set-Cookie line on its own: joined, only the first cookie of the answer would be found.
    for (const line of response.headers.getSetCookie()) cookie = readCookie(line, COOKIE_XSRF) ?? cookie;
    return { status: response.status, text: await response.text() };
  };
  const client = new SignedClient(keys, transport, {
    token: () => bearer,
    devId: () => devId,
    systemType: () => SYSTEM_TYPE_MOBILE,
    xsrfToken: () => cookie,
    // Outside a browser the cookie is sent by hand.
    extraHeaders: (): Record<string, string> => (cookie ? { cookie: `${COOKIE_XSRF}=${cookie}` } : {}),
  });
  // The cookie comes with any answer of the config call; its answer itself is not this step's business (a refusal
  // shows at the call that follows).
  const ready = async () => {
    if (!cookie) await client.send(routes.pingConfig.method, routes.pingConfig.path, null);
  };
  return {
    client,
    devId,
    async call(endpoint, input) {
      if (endpoint.method === 'POST') await ready();
      return client.call(endpoint, input);
    },
    ready,
    setToken(value) {
      bearer = value;
    },
    token: () => bearer,
    xsrf: () => cookie,
  };
}
