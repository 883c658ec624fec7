import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { tables as english } from './shared/i18n/en-US-tables.ts';
import { addLanguage } from './shared/i18n/i18n.ts';
import { NonceContext } from './shared/nonce.ts';

// The server renders every language from the start; the browser loads its page's language on demand.
addLanguage('en-US', english);

const ABORT_AFTER_MS = 10_000;

/** Renders the whole page before sending (no streaming): the first paint carries all its data. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page is written in the visitor's language (language cookie, else Accept-Language).
          responseHeaders.append('Vary', 'Accept-Language, Cookie');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_AFTER_MS);
  });
}
