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

/**
 * The same, by XMLHttpRequest, for uploads whose progress a person watches (fetch reports none for a request
 * body). `onProgress` gets the share of the body sent, 0 to 1.
 */
export function progressTransport(onProgress: (fraction: number) => void, origin = ''): Transport {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, origin + request.path);
      xhr.withCredentials = false;
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new Error('network'));
      xhr.onabort = () => reject(new Error('aborted'));
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(request.body ?? null);
    });
}
