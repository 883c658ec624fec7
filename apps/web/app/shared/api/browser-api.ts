import { ApiClient, type ClientKeys } from './client.ts';
import { browserSession } from './browser-session.ts';
import { fetchTransport, progressTransport } from './fetch-transport.ts';

let client: ApiClient | null = null;

/** The browser's client, made once with the keys the server rendered into the page. */
export function initBrowserApi(keys: ClientKeys): ApiClient {
  client ??= new ApiClient(keys, fetchTransport(), browserSession, { progressTransport: (onProgress) => progressTransport(onProgress) });
  return client;
}
