import { brotliDecompressSync } from 'node:zlib';
import { Code, endpoint } from '@md/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import type { Deps } from '../deps.ts';
import { registerErrorHandling } from '../plugins/errors.ts';
import { defineRoute, stale } from './route.ts';

const item = endpoint({
  method: 'POST',
  path: '/api/app/test/item',
  access: 'optional',
  summary: 'A public read.',
  request: z.strictObject({ id: z.number().int(), pageSize: z.number().int().default(20) }),
  response: z.object({ id: z.number(), count: z.number(), filler: z.string() }),
});
const bump = endpoint({
  method: 'POST',
  path: '/api/app/test/bump',
  access: 'user',
  summary: 'A write that changes a count.',
  request: z.strictObject({ id: z.number().int() }),
  response: z.object({ count: z.number() }),
});
const mine = endpoint({ ...bump, path: '/api/app/test/mine', summary: 'A per-caller read.' });

// Unencrypted, so the tests read the counts; encryption is the same for cached and uncached answers (envelope.test.ts).
const deps = { config: { ...loadConfig({}), encrypt: false, validateResponses: true }, now: () => 0 } as unknown as Deps;
const visitor = { user: null, tokenRejected: false };
const someone = { user: { id: 1 }, tokenRejected: false };
const rejected = { user: null, tokenRejected: true };

let app: FastifyInstance;
afterEach(() => app?.close());

/** A bare app with the route layer only: a signed-in caller, a visitor (x-visitor) or a rejected token (x-rejected). */
function bareApp() {
  app = Fastify();
  registerErrorHandling(app);
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request) => {
    request.auth = (request.headers['x-rejected'] ? rejected : request.headers['x-visitor'] ? visitor : someone) as never;
  });
  return app;
}

/** The public read, cached, with a count the test can move and the handler's calls counted. */
function itemRoutes(options: { perf?: { now(): number } } = {}) {
  const counts = new Map<number, number>();
  const calls = { item: 0 };
  defineRoute(app, deps, item, async ({ input }) => {
    calls.item++;
    return { id: input.id, count: counts.get(input.id) ?? 0, filler: 'x'.repeat(2000) };
  }, { cache: { ttlMs: 30_000, max: 100, perf: options.perf } });
  defineRoute(app, deps, bump, async ({ input }) => {
    counts.set(input.id, (counts.get(input.id) ?? 0) + 1);
    return { count: counts.get(input.id)! };
  }, { invalidates: [stale(item, (cached, { input: write }) => cached.id === write.id)] });
  return calls;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

describe('defineRoute with cache', () => {
  it('answers a hit without calling the handler, with the bytes and headers of the miss', async () => {
    bareApp();
    const calls = itemRoutes();
    const miss = await post(item.path, { id: 1 });
    const hit = await post(item.path, { id: 1 }, { 'x-visitor': '1' });
    expect(calls.item).toBe(1);
    expect(miss.statusCode).toBe(200);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['cache-control']).toBe('no-store');
    // The same validated input however it was written (key order, a default spelled out) is the same entry.
    await post(item.path, { pageSize: 20, id: 1 });
    expect(calls.item).toBe(1);
  });

  it('keeps different inputs apart', async () => {
    bareApp();
    const calls = itemRoutes();
    const one = await post(item.path, { id: 1 });
    const two = await post(item.path, { id: 2 });
    const bigger = await post(item.path, { id: 1, pageSize: 30 });
    expect(calls.item).toBe(3);
    expect(one.rawPayload.equals(two.rawPayload)).toBe(false);
    expect(bigger.statusCode).toBe(200);
  });

  it('compresses a cached answer once per encoding, to the text it sends uncompressed', async () => {
    bareApp();
    itemRoutes();
    const plain = await post(item.path, { id: 1 }, { 'accept-encoding': 'identity' });
    const br = await post(item.path, { id: 1 }, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await post(item.path, { id: 1 }, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('loads again once the time-to-live has passed', async () => {
    let now = 1_000_000;
    bareApp();
    const calls = itemRoutes({ perf: { now: () => now } });
    await post(item.path, { id: 1 });
    now += 29_999;
    await post(item.path, { id: 1 });
    expect(calls.item).toBe(1);
    now += 2;
    await post(item.path, { id: 1 });
    expect(calls.item).toBe(2);
  });

  it('refuses bad input before the cache, and does not remember a failure', async () => {
    bareApp();
    let calls = 0;
    defineRoute(app, deps, item, async () => {
      calls++;
      throw new Error('database down');
    }, { cache: { ttlMs: 30_000, max: 10 } });
    expect((await post(item.path, { id: 'x' })).statusCode).toBe(400);
    expect(calls).toBe(0);
    expect((await post(item.path, { id: 1 })).statusCode).toBe(500);
    expect((await post(item.path, { id: 1 })).statusCode).toBe(500);
    expect(calls).toBe(2);
  });

  it('still checks access on a hit', async () => {
    bareApp();
    itemRoutes();
    await post(item.path, { id: 1 });
    const refused = await post(item.path, { id: 1 }, { 'x-rejected': '1' });
    expect(JSON.parse(refused.body).code).toBe(Code.loginExpired);
  });

  it('cannot be given to a route whose access is per caller', () => {
    bareApp();
    // @ts-expect-error a cached route is given only the input, and only open endpoints may have one
    expect(() => defineRoute(app, deps, mine, async ({ input }) => ({ count: input.id }), { cache: { ttlMs: 1000, max: 1 } })).toThrow(/cannot have a cache/);
  });
});

describe('invalidates', () => {
  it('makes the matching cached answers stale once the write succeeds, and leaves the others', async () => {
    bareApp();
    const calls = itemRoutes();
    const count = async (id: number) => JSON.parse((await post(item.path, { id }, { 'accept-encoding': 'identity' })).body).data.count;
    expect([await count(1), await count(2)]).toEqual([0, 0]);
    expect(calls.item).toBe(2);
    expect((await post(bump.path, { id: 1 })).statusCode).toBe(200);
    expect(await count(1)).toBe(1);
    expect(calls.item).toBe(3);
    expect(await count(2)).toBe(0);
    expect(calls.item).toBe(3);
    // A write that fails makes nothing stale.
    expect((await post(bump.path, { id: 'x' })).statusCode).toBe(400);
    expect(await count(1)).toBe(1);
    expect(calls.item).toBe(3);
  });

  it('refuses to start when a write names answers that no route caches', async () => {
    bareApp();
    defineRoute(app, deps, bump, async () => ({ count: 1 }), { invalidates: [stale(item, () => true)] });
    await expect(app.ready()).rejects.toThrow(/has no cache/);
  });
});
