/**
 * XSRF double-submit: every response makes sure the browser holds an XSRF-TOKEN cookie; every API write must
 * echo it in X-XSRF-TOKEN. A cross-site page can make the browser send the cookie but cannot read it.
 */
import { COOKIE_XSRF, Code, HEADER_XSRF, constantTimeEqual, randomBytes, toBase64Url, zhCN } from '@md/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { ApiError } from '../lib/errors.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function xsrfCookieHook(deps: Deps) {
  return async function ensureCookie(request: FastifyRequest, reply: FastifyReply) {
    const current = request.cookies[COOKIE_XSRF];
    if (current && TOKEN_SHAPE.test(current)) return;
    reply.setCookie(COOKIE_XSRF, toBase64Url(randomBytes(32)), {
      path: '/',
      sameSite: 'lax',
      secure: deps.config.production,
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    });
  };
}

export async function xsrfCheckHook(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[COOKIE_XSRF];
  const sent = request.headers[HEADER_XSRF];
  if (!cookie || !TOKEN_SHAPE.test(cookie) || typeof sent !== 'string' || !constantTimeEqual(cookie, sent)) {
    throw new ApiError(403, Code.xsrfRejected, zhCN.xsrfRejected);
  }
}
