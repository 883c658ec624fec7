/** How a signed request reaches the API: fetch in the browser, in-process inject during server rendering. */
export interface TransportRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string | FormData | null;
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  text: string;
}

/** Resolves with any HTTP answer; rejects only when there was no answer (network failure, abort). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

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
