/** The API client for server rendering: it calls the API in-process through the load context's transport. */
import { SYSTEM_TYPE_MOBILE } from '@md/contract/client';
import type { AppLoadContext } from 'react-router';
import { ApiClient, type ClientKeys } from './client.ts';

export interface WebLoadContext {
  transport: (request: { method: string; path: string; headers: Record<string, string>; body: string | FormData | null }) => Promise<{ status: number; text: string }>;
  clientKeys: ClientKeys;
  xsrf: string;
  nonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}

/** Server renders are anonymous: public data only; personal state loads in the browser. */
export function serverApi(context: AppLoadContext): ApiClient {
  return new ApiClient(context.clientKeys, (request) => context.transport(request), {
    token: () => null,
    devId: () => 'server-render',
    systemType: () => SYSTEM_TYPE_MOBILE,
    xsrfToken: () => context.xsrf,
    notify: () => {},
    loginExpired: () => {},
  });
}
