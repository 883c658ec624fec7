import { Code, api } from '@md/contract';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { RedisKvStore } from '../lib/kv-store.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { createHarness, type CallResult, type Harness } from '../test/harness.ts';
import { INTERNAL_HEADER } from './internal-calls.ts';
import { registerErrorHandling } from './errors.ts';
import { registerRateLimit } from './rate-limit.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { RATE_LIMIT_PER_MINUTE: '12', LOGIN_LIMIT_PER_IP: '4', LOGIN_LIMIT_PER_ACCOUNT: '3' } });
});
afterAll(() => h.close());

describe('rate limits', () => {
  it('answers the general API limit with a 429 envelope', async () => {
    const client = h.client({ ip: '10.9.0.1' });
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await client.call(api.pingConfig)).status);
    expect(codes.slice(0, 12).every((c) => c === 200)).toBe(true);
    const limited = await client.call(api.pingConfig);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.envelope).toEqual({ code: Code.tooManyRequests, tip: `操作过于频繁，请${seconds}秒后再试`, data: null });
    // A refused call is still counted and still refused; the XSRF cookie is still handed out.
    expect((await client.call(api.pingConfig)).status).toBe(429);
    // Another address is not affected.
    expect((await h.client({ ip: '10.9.0.2' }).call(api.pingConfig)).status).toBe(200);
  });

  it('does not count server rendering\'s in-process calls, which carry the internal key', async () => {
    const ssr = h.client({ ip: '10.9.5.1' });
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await ssr.call(api.pingConfig, undefined, { headers: { [INTERNAL_HEADER]: h.internalKey } })).status);
    expect(codes.every((c) => c === 200)).toBe(true);
    // A wrong key is an ordinary caller.
    const forged: number[] = [];
    for (let i = 0; i < 14; i++) forged.push((await ssr.call(api.pingConfig, undefined, { headers: { [INTERNAL_HEADER]: 'not-the-key' } })).status);
    expect(forged.slice(0, 12).every((c) => c === 200)).toBe(true);
    expect(forged[13]).toBe(429);
  });

  it('limits sign-in attempts per IP', async () => {
    const client = await h.client({ ip: '10.9.1.1' }).prime();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await client.call(api.loginOfficial, { account: `someone${i}`, password: 'whatever1' })).envelope.code);
    }
    expect(statuses.slice(0, 4)).toEqual([Code.wrongCredentials, Code.wrongCredentials, Code.wrongCredentials, Code.wrongCredentials]);
    expect(statuses[4]).toBe(Code.tooManyRequests);
    const refused = await client.call(api.loginOfficial, { account: 'someone9', password: 'whatever1' }, { headers: { 'accept-language': 'en-US' } });
    expectRetryLater(refused, 15 * 60, 'Too many sign-in attempts. Please try again in {{seconds}} seconds');
  });

  it('limits failed sign-ins per account, across addresses', async () => {
    const owner = await h.client({ ip: '10.9.2.1' }).prime();
    await owner.call(api.loginAccountCreate, { account: 'target_user', password: 'secret123', confirmPassword: 'secret123' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const attacker = await h.client({ ip: `10.9.3.${i + 1}` }).prime();
      codes.push((await attacker.call(api.loginOfficial, { account: 'target_user', password: 'wrong-pass' })).envelope.code);
    }
    expect(codes).toEqual([Code.wrongCredentials, Code.wrongCredentials, Code.wrongCredentials, Code.tooManyRequests]);
  });

  it('refuses every sign-in to a locked account the same way, the right password included', async () => {
    const owner = await h.client({ ip: '10.9.6.1' }).prime();
    await owner.call(api.loginAccountCreate, { account: 'locked_user', password: 'secret123', confirmPassword: 'secret123' });
    for (let i = 0; i < 3; i++) {
      const attacker = await h.client({ ip: `10.9.7.${i + 1}` }).prime();
      expect((await attacker.call(api.loginOfficial, { account: 'locked_user', password: `wrong-pass${i}` })).envelope.code).toBe(Code.wrongCredentials);
    }
    const wrong = await (await h.client({ ip: '10.9.7.10' }).prime()).call(api.loginOfficial, { account: 'locked_user', password: 'wrong-again' });
    const right = await (await h.client({ ip: '10.9.7.11' }).prime()).call(api.loginOfficial, { account: 'LOCKED_USER', password: 'secret123' });
    for (const refused of [wrong, right]) expectRetryLater(refused, 15 * 60, '登录尝试次数过多，请{{seconds}}秒后再试');
    // Identical but for the seconds left, which only time changes.
    const sameShape = (r: typeof wrong) => ({ status: r.status, envelope: { ...r.envelope, tip: r.envelope.tip.replace(/\d+/, 'N') }, token: r.data });
    expect(sameShape(right)).toEqual(sameShape(wrong));
    expect(right.data).toBeNull();
  });

  it('clears the count of an account on a sign-in, so its owner is not locked out by their own sign-ins', async () => {
    const owner = await h.client({ ip: '10.9.8.1' }).prime();
    await owner.call(api.loginAccountCreate, { account: 'frequent_user', password: 'secret123', confirmPassword: 'secret123' });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const device = await h.client({ ip: `10.9.8.${i + 2}` }).prime();
      codes.push((await device.call(api.loginOfficial, { account: 'frequent_user', password: 'secret123' })).envelope.code);
    }
    expect(codes.every((c) => c === Code.ok)).toBe(true);
  });

  it('limits sign-ups per IP', async () => {
    const client = await h.client({ ip: '10.9.4.1' }).prime();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.call(api.loginAccountCreate, { account: `bulk_user${i}`, password: 'secret123', confirmPassword: 'secret123' }, { token: null });
      codes.push(res.envelope.code);
    }
    expect(codes.slice(0, 4).every((c) => c === Code.ok)).toBe(true);
    expect(codes[4]).toBe(Code.tooManyRequests);
    const refused = await client.call(api.loginAccountCreate, { account: 'bulk_user9', password: 'secret123', confirmPassword: 'secret123' }, { token: null });
    expectRetryLater(refused, 15 * 60, '操作过于频繁，请{{seconds}}秒后再试');
  });

  it('says when to retry on a 429 that did not (a limit without its own Retry-After)', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/limited', async () => {
      throw tooManyRequests();
    });
    const refused = await app.inject({ url: '/limited' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ code: Code.tooManyRequests, tip: '操作过于频繁，请60秒后再试', data: null });
    await app.close();
  });
});

/** A limit's refusal: 429, Retry-After in whole seconds within the window, the same seconds in the tip. */
function expectRetryLater(refused: CallResult, windowSeconds: number, template: string) {
  expect(refused.status).toBe(429);
  expect(refused.envelope.code).toBe(Code.tooManyRequests);
  const seconds = Number(refused.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(refused.envelope.tip).toBe(template.replace('{{seconds}}', String(seconds)));
}

const redisUrl = process.env.TEST_REDIS_URL;
// Against a real Redis server when TEST_REDIS_URL is set (.ci/run sets it); skipped, with the reason, otherwise.
describe.skipIf(!redisUrl)('the general limit with REDIS_URL (needs TEST_REDIS_URL, a Redis server)', () => {
  it('is one count per address across processes sharing the Redis server', async () => {
    const kv = new RedisKvStore(new Redis(redisUrl!), `md-test-${process.pid}:`);
    const deps = { config: { ...loadConfig({}), rateLimitPerMinute: 3 }, kv } as never;
    const apps = await Promise.all(
      [1, 2].map(async () => {
        const app = Fastify();
        registerErrorHandling(app);
        await registerRateLimit(app, deps, undefined);
        app.get('/ping', async () => 'ok');
        await app.ready();
        return app;
      }),
    );
    const address = `10.8.${process.pid % 250}.${Date.now() % 250}`;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await apps[i % 2].inject({ url: '/ping', remoteAddress: address })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await apps[0].inject({ url: '/ping', remoteAddress: address });
      const seconds = refused.headers['retry-after'];
      expect(Number(seconds)).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ code: Code.tooManyRequests, tip: `操作过于频繁，请${seconds}秒后再试`, data: null });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await kv.redis.del(`md:rl:${address}`);
      await kv.close();
    }
  });
});
