/**
 * XSRF double-submit: every response makes sure the browser holds an XSRF-TOKEN cookie; every API write must
 * echo it in X-XSRF-TOKEN. A cross-site page can make the browser send the cookie but cannot read it.
 * The one cookie is read and written here directly: nothing else on the server uses cookies.
 */
import { COOKIE_XSRF, Code, HEADER_XSRF, constantTimeEqual, randomBytes, toBase64Url } from '@md/contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { Deps } from '../deps.ts';
import { ApiError } from '../lib/errors.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The first value of the named cookie in a Cookie header (quotes removed), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

function xsrfCookie(headers: IncomingHttpHeaders): string | undefined {
  const value = readCookie(headers.cookie, COOKIE_XSRF);
  return value && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * The Set-Cookie value handing out a fresh XSRF-TOKEN, or undefined when the request carries a well-formed one.
 * Readable by scripts on purpose.
 */
export function xsrfCookieToSet(deps: Deps) {
  const attributes = `; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${deps.config.production ? '; Secure' : ''}`;
  return function cookieToSet(headers: IncomingHttpHeaders): string | undefined {
    if (xsrfCookie(headers)) return undefined;
    return `${COOKIE_XSRF}=${toBase64Url(randomBytes(32))}${attributes}`;
  };
}

/** Writes must echo the cookie in the header; safe methods pass. */
export function checkXsrf(call: { method: string; headers: IncomingHttpHeaders }) {
  if (SAFE_METHODS.has(call.method)) return;
  const cookie = xsrfCookie(call.headers);
  const sent = call.headers[HEADER_XSRF];
  if (!cookie || typeof sent !== 'string' || !constantTimeEqual(cookie, sent)) {
    throw new ApiError(403, Code.xsrfRejected, 'xsrfRejected');
  }
}
