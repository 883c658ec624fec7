/** How the browser's signed requests reach the API: fetch, same origin, cookies included. */
import type { Transport } from '@md/contract/client';

export function fetchTransport(origin = ''): Transport {
  return async (request) => {
    const response = await fetch(origin + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? undefined,
      signal: request.signal,
      credentials: 'same-origin',
    });
    return { status: response.status, text: await response.text() };
  };
}
