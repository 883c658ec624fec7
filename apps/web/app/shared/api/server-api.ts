/** The API client for server rendering: it calls the API in-process through the load context's transport. */
import { SYSTEM_TYPE_MOBILE, type Locale, type WebLoadContext } from '@md/contract/client';
import type { AppLoadContext } from 'react-router';
import { ApiClient } from './client.ts';

// The server host passes exactly this (apps/server/src/web/host.ts); one definition, in the contract.
declare module 'react-router' {
  // Module augmentation: the interface adds nothing but its parent.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

/**
 * Server renders are anonymous: public data only; personal state loads in the browser. With the page's language,
 * answers that carry texts (the quick replies) come in it.
 */
export function serverApi(context: AppLoadContext, locale?: Locale): ApiClient {
  return new ApiClient(context.clientKeys, context.transport, {
    token: () => null,
    devId: () => 'server-render',
    systemType: () => SYSTEM_TYPE_MOBILE,
    xsrfToken: () => context.xsrf,
    notify: () => {},
    ...(locale ? { locale: () => locale } : {}),
    loginExpired: () => {},
  });
}
