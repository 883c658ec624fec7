import { Code, HEADER_API_KEY, SIGNATURE_WINDOW_SECONDS, api, parseApiKey } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Deps } from '../deps.ts';
import { EmbeddedKvStore, RedisKvStore } from '../lib/kv-store.ts';
import { createHarness, TestClient, type Harness, type WireRequest } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Sends to whichever app is running now, over inject(), and keeps every request as sent. */
function recordingClient(target: () => FastifyInstance) {
  const sent: WireRequest[] = [];
  const send = async (request: WireRequest) => {
    sent.push(request);
    const response = await target().inject({ method: request.method as 'POST', url: request.path, headers: request.headers, payload: request.payload, remoteAddress: request.ip });
    return { status: response.statusCode, headers: response.headers as Record<string, string>, raw: response.rawPayload };
  };
  return { client: new TestClient(send, h.config, `replay${Date.now()}`, '10.70.0.1'), sent };
}

describe('replay protection across a restart', () => {
  let captured: WireRequest | undefined;
  it('refuses after a restart a request whose nonce was spent before it, and accepts a freshly signed one', async () => {
    let running = h.app;
    const { client, sent } = recordingClient(() => running);
    await client.prime();
    const first = await client.call(api.loginGuest, { devID: client.devId });
    expect(first.envelope.code).toBe(Code.ok);
    captured = sent.at(-1)!;

    // The process ends (its in-memory nonces with it) and a new one starts on the same data folder.
    await h.app.close();
    await h.deps.kv.close();
    const restarted: Deps = { ...h.deps, kv: new EmbeddedKvStore(h.config.kvDir) };
    running = await buildApp(restarted, { logger: false, internalKey: h.internalKey });
    try {
      const replay = await running.inject({ method: 'POST', url: captured.path, headers: captured.headers, payload: captured.payload, remoteAddress: captured.ip });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ code: Code.replayedRequest, tip: '请求重复，请勿重复提交', data: null });

      const fresh = await client.call(api.loginGuest, { devID: client.devId });
      expect(fresh.envelope.code).toBe(Code.ok);
      expect(fresh.data.userInfo.id).not.toBe(first.data.userInfo.id);
    } finally {
      await running.close();
      await restarted.kv.close();
    }
  });

  it('keeps the spent nonces on disk in the data folder for the signature window either side, and no longer', async () => {
    const nonce = parseApiKey(captured!.headers[HEADER_API_KEY])!.nonce;
    const at = async (secondsLater: number) => {
      const store = new EmbeddedKvStore(h.config.kvDir, () => Date.now() + secondsLater * 1000);
      try {
        return await store.setIfAbsent(`nonce:${nonce}`, SIGNATURE_WINDOW_SECONDS * 2);
      } finally {
        await store.close();
      }
    };
    expect(await at(SIGNATURE_WINDOW_SECONDS * 2 - 10)).toBe(false);
    expect(await at(SIGNATURE_WINDOW_SECONDS * 2 + 10)).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
// Against a real Redis server when TEST_REDIS_URL is set (.ci/run sets it); skipped, with the reason, otherwise.
describe.skipIf(!redisUrl)('replay protection across a restart with REDIS_URL (needs TEST_REDIS_URL, a Redis server)', () => {
  it('refuses the replay in the new process, from the nonces Redis kept', async () => {
    const prefix = `md-test-replay-${process.pid}-${Date.now()}:`;
    const withRedis = (): Deps => ({ ...h.deps, kv: new RedisKvStore(new Redis(redisUrl!), prefix) });
    const before = withRedis();
    let running = await buildApp(before, { logger: false, internalKey: h.internalKey });
    const { client, sent } = recordingClient(() => running);
    await client.prime();
    expect((await client.call(api.loginGuest, { devID: client.devId })).envelope.code).toBe(Code.ok);
    const captured = sent.at(-1)!;
    await running.close();
    await before.kv.close();

    const after = withRedis();
    running = await buildApp(after, { logger: false, internalKey: h.internalKey });
    try {
      const replay = await running.inject({ method: 'POST', url: captured.path, headers: captured.headers, payload: captured.payload, remoteAddress: captured.ip });
      expect(replay.json()).toMatchObject({ code: Code.replayedRequest });
      expect((await client.call(api.loginGuest, { devID: client.devId })).envelope.code).toBe(Code.ok);
    } finally {
      await running.close();
      const kv = after.kv as RedisKvStore;
      const keys = await kv.redis.keys(`${prefix}*`);
      if (keys.length) await kv.redis.del(...keys);
      await kv.close();
    }
  });
});
