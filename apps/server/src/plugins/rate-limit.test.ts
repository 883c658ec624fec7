import { Code, api } from '@md/contract';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { RedisKvStore } from '../lib/kv-store.ts';
import { createHarness, type Harness } from '../test/harness.ts';
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
    expect(limited.envelope).toEqual({ code: Code.tooManyRequests, tip: '操作过于频繁，请稍后再试', data: null });
    expect(limited.headers['retry-after']).toBe('60');
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

  it('limits sign-ups per IP', async () => {
    const client = await h.client({ ip: '10.9.4.1' }).prime();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.call(api.loginAccountCreate, { account: `bulk_user${i}`, password: 'secret123', confirmPassword: 'secret123' }, { token: null });
      codes.push(res.envelope.code);
    }
    expect(codes.slice(0, 4).every((c) => c === Code.ok)).toBe(true);
    expect(codes[4]).toBe(Code.tooManyRequests);
  });
});

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
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({ code: Code.tooManyRequests, tip: '操作过于频繁，请稍后再试', data: null });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await kv.redis.del(`md:rl:${address}`);
      await kv.close();
    }
  });
});
