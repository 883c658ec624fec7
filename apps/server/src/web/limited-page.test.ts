import { COOKIE_LOCALE, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { INTERNAL_HEADER } from '../plugins/internal-calls.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { limitPages } from './limited-page.ts';

const LIMIT = 5;
let h: Harness;
/** The real app on the harness's data, with a page route guarded as web/host.ts guards its pages. */
let site: FastifyInstance;

beforeAll(async () => {
  h = await createHarness({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  site = await buildApp(h.deps, { logger: false, internalKey: h.internalKey });
  await site.register(async (pages) => {
    pages.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      onRequest: limitPages(site),
      // A render calls the API in process, with the internal key, several times.
      handler: async (_request, reply) => {
        for (let i = 0; i < 3; i++) {
          const ping = await site.inject({ method: 'GET', url: api.pingConfig.path, headers: { [INTERNAL_HEADER]: h.internalKey } });
          if (ping.statusCode === 429) throw new Error('an internal call was counted');
        }
        return reply.type('text/html').send('<!DOCTYPE html><title>page</title>');
      },
    });
  });
  await site.ready();
});
afterAll(async () => {
  await site?.close();
  await h?.close();
});

const page = (ip: string, headers: Record<string, string> = {}) => site.inject({ method: 'GET', url: '/videoDetails?id=1', remoteAddress: ip, headers });

describe('pages and the per-address limit', () => {
  it('refuses a page to an address the API already refused: 429, Retry-After, a small page in its language', async () => {
    const ip = '10.60.0.1';
    // Through the same app, so the API calls and the page share one count.
    const send = async () => (await site.inject({ method: 'GET', url: api.pingConfig.path, remoteAddress: ip })).statusCode;
    for (let i = 0; i < LIMIT; i++) await send();
    expect(await send()).toBe(429);

    const refused = await page(ip);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<html lang="zh-CN">');
    expect(refused.body).toContain(`请${seconds}秒后刷新页面`);
    expect(refused.body).toContain('href="/"');

    const english = await page(ip, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en-US">');
    expect(english.body).toMatch(/reload the page in \d+ seconds/);
    // The visitor's stored choice wins over the browser's languages.
    const chosen = await page(ip, { 'accept-language': 'zh-CN', cookie: `${COOKIE_LOCALE}=en-US` });
    expect(chosen.body).toContain('<html lang="en-US">');

    // Another address is served.
    expect((await page('10.60.0.2')).statusCode).toBe(200);
  });

  it('counts a page once, whatever its render calls, and refuses the API after pages used the limit', async () => {
    const ip = '10.60.1.1';
    for (let i = 0; i < LIMIT; i++) expect((await page(ip)).statusCode, `page ${i + 1}`).toBe(200);
    expect((await page(ip)).statusCode).toBe(429);
    const api429 = await site.inject({ method: 'GET', url: api.pingConfig.path, remoteAddress: ip });
    expect(api429.statusCode).toBe(429);
  });
});
