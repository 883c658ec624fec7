/**
 * XSRF double-submit: every API response makes sure the browser holds an XSRF-TOKEN cookie; every API write must
 * echo it in X-XSRF-TOKEN. A cross-site page can make the browser send the cookie but cannot read it.
 * Cookies are read and written by @fastify/cookie (registered at the app's root, see app.ts); pages hand the
 * cookie out too (web/host.ts).
 */
import { COOKIE_XSRF, Code, HEADER_XSRF, constantTimeEqual, randomBytes, toBase64Url } from '@md/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { ApiError } from '../lib/errors.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const YEAR_SECONDS = 60 * 60 * 24 * 365;

function xsrfCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[COOKIE_XSRF];
  return value && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * Hands out a fresh XSRF-TOKEN unless the request carries a well-formed one. Readable by scripts on purpose
 * (not HttpOnly): the page echoes it.
 */
export function xsrfCookieSetter(deps: Deps) {
  const options = { maxAge: YEAR_SECONDS, path: '/', sameSite: 'lax', secure: deps.config.production } as const;
  return function handOutCookie(request: FastifyRequest, reply: FastifyReply) {
    if (!xsrfCookie(request)) reply.setCookie(COOKIE_XSRF, toBase64Url(randomBytes(32)), options);
  };
}

/** Writes must echo the cookie in the header; safe methods pass. */
export function checkXsrf(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = xsrfCookie(request);
  const sent = request.headers[HEADER_XSRF];
  if (!cookie || typeof sent !== 'string' || !constantTimeEqual(cookie, sent)) {
    throw new ApiError(403, Code.xsrfRejected, 'xsrfRejected');
  }
}
