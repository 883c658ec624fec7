import cookie from '@fastify/cookie';
import { COOKIE_XSRF, Code } from '@md/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Deps } from '../deps.ts';
import { registerErrorHandling } from './errors.ts';
import { checkXsrf, xsrfCookieSetter } from './xsrf.ts';

const TOKEN = 'a'.repeat(43);
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  await app.register(cookie);
  const handOut = xsrfCookieSetter({ config: loadConfig({}) } as Deps);
  app.addHook('onRequest', async (request, reply) => handOut(request, reply));
  app.post('/write', async (request) => {
    checkXsrf(request);
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

const write = (cookieHeader: string | undefined, echo: string | undefined) =>
  app.inject({ method: 'POST', url: '/write', headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...(echo ? { 'x-xsrf-token': echo } : {}) } });

describe('reading the XSRF cookie (@fastify/cookie)', () => {
  it('finds the named cookie among others, with or without spaces', async () => {
    expect((await write(`a=1; ${COOKIE_XSRF}=${TOKEN}; b=2`, TOKEN)).statusCode).toBe(200);
    expect((await write(`${COOKIE_XSRF}=${TOKEN};b=2`, TOKEN)).statusCode).toBe(200);
    expect((await write(`b=2;  ${COOKIE_XSRF} = ${TOKEN} `, TOKEN)).statusCode).toBe(200);
    expect(app.parseCookie(`b=2;  ${COOKIE_XSRF} = abc `)[COOKIE_XSRF]).toBe('abc');
  });

  it('takes the first of repeated cookies and keeps = inside values', () => {
    expect(app.parseCookie(`${COOKIE_XSRF}=first; ${COOKIE_XSRF}=second`)[COOKIE_XSRF]).toBe('first');
    expect(app.parseCookie(`${COOKIE_XSRF}=a=b`)[COOKIE_XSRF]).toBe('a=b');
  });

  it('does not match a cookie whose name only contains the name, nor a missing header', async () => {
    expect(app.parseCookie(`MY-${COOKIE_XSRF}=abc; ${COOKIE_XSRF}S=def`)[COOKIE_XSRF]).toBeUndefined();
    expect(app.parseCookie('garbage;;=;')[COOKIE_XSRF]).toBeUndefined();
    expect(app.parseCookie('')[COOKIE_XSRF]).toBeUndefined();
    const none = await write(undefined, TOKEN);
    expect([none.statusCode, none.json().code]).toEqual([403, Code.xsrfRejected]);
  });
});

describe('the XSRF cookie and its echo', () => {
  it('hands out a fresh cookie, readable by scripts, when the request has no well-formed one', async () => {
    const fresh = await write(undefined, undefined);
    expect(String(fresh.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect((await write(`${COOKIE_XSRF}=short`, 'short')).headers['set-cookie']).toBeDefined();
    expect((await write(`${COOKIE_XSRF}=${TOKEN}`, TOKEN)).headers['set-cookie']).toBeUndefined();
  });

  it('refuses a write whose echo is missing or differs, even with the cookie', async () => {
    expect((await write(`${COOKIE_XSRF}=${TOKEN}`, undefined)).statusCode).toBe(403);
    expect((await write(`${COOKIE_XSRF}=${TOKEN}`, 'b'.repeat(43))).statusCode).toBe(403);
    // A quoted value is not the token the server handed out (it never quotes it).
    expect((await write(`${COOKIE_XSRF}="${TOKEN}"`, TOKEN)).statusCode).toBe(403);
  });
});
