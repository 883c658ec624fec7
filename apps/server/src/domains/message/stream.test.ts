/**
 * The live stream over a real socket: counts at once, again within 2 s of an event, the guard's refusals. With
 * TEST_REDIS_URL (a Redis server), two apps on one database, each with its own Redis connections: an event made
 * through one reaches a stream held by the other.
 */
import type { AddressInfo } from 'node:net';
import { Code, COOKIE_XSRF, SYSTEM_TYPE_MOBILE, api, decryptPayload, signedHeaders } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createHarness, type Harness, type TestClient } from '../../test/harness.ts';

interface Counts {
  reply: number;
  total: number;
}

/** Opens the stream as the browser does (a signed POST accepting text/event-stream) and collects its events. */
async function openStream(h: Harness, port: number, client: TestClient) {
  const body = '{}';
  const headers = await signedHeaders({
    keyId: h.config.sign.keyId,
    secret: h.config.sign.secret,
    method: 'POST',
    path: api.messageStream.path,
    body,
    token: client.token,
    systemType: SYSTEM_TYPE_MOBILE,
    devId: client.devId,
    timestamp: h.deps.now(),
  });
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${api.messageStream.path}`, {
    method: 'POST',
    body,
    signal: controller.signal,
    headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream', cookie: `${COOKIE_XSRF}=${client.xsrf}`, 'x-xsrf-token': client.xsrf!, 'x-forwarded-for': client.ip },
  });
  const events: Counts[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const envelope = JSON.parse(data.slice(6)) as { data: string; hash?: string };
        events.push((envelope.hash ? await decryptPayload(h.config.dataKey, { data: envelope.data, hash: envelope.hash }) : envelope.data) as Counts);
      }
    }
  })();
  return { response, events, close: () => controller.abort() };
}

describe('message/stream', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await createHarness({ seedVideos: 1, socket: true });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(() => h?.close());

  it('sends the counts at once and again within 2 s of a reply; a plain call gets them as an answer', async () => {
    const [author, replier] = await Promise.all([h.registered('live_author'), h.registered('live_replier')]);
    const root = (await author.call(api.commentAdd, { mediaId: 1, content: 'live' })).data;
    const stream = await openStream(h, port, author);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await expect.poll(() => stream.events.length).toBe(1);
    expect(stream.events[0].reply).toBe(0);
    const started = Date.now();
    await replier.call(api.commentAdd, { mediaId: 1, content: 'hi', parentId: root.id });
    await expect.poll(() => stream.events.at(-1)?.reply, { timeout: 2000 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    await author.call(api.messageRead, { tab: 'reply' });
    await expect.poll(() => stream.events.at(-1)?.reply, { timeout: 2000 }).toBe(0);
    stream.close();
    expect((await author.call(api.messageStream, {})).data).toMatchObject({ reply: 0 });
  });

  it('refuses a guest and a visitor like any call', async () => {
    expect((await (await h.guest()).call(api.messageStream, {})).envelope.code).toBe(Code.needRegistered);
    expect((await (await h.visitor()).call(api.messageStream, {})).envelope.code).toBe(Code.loginExpired);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('message/stream across two apps through Redis (needs TEST_REDIS_URL, a Redis server)', () => {
  it('an event written through one app reaches a stream held by the other', async () => {
    const h = await createHarness({ seedVideos: 1, socket: true, env: { REDIS_URL: redisUrl! } });
    // A second app on the same database and configuration, with its own bus (its own Redis connections).
    const second = await buildApp(h.deps, { logger: false });
    await second.listen({ host: '127.0.0.1', port: 0 });
    try {
      const [author, replier] = await Promise.all([h.registered('redis_author'), h.registered('redis_replier')]);
      const root = (await author.call(api.commentAdd, { mediaId: 1, content: 'live' })).data;
      const stream = await openStream(h, (second.server.address() as AddressInfo).port, author);
      await expect.poll(() => stream.events.length).toBe(1);
      await replier.call(api.commentAdd, { mediaId: 1, content: 'over redis', parentId: root.id });
      await expect.poll(() => stream.events.at(-1)?.reply, { timeout: 2000 }).toBe(1);
      stream.close();
    } finally {
      await second.close();
      await h.close();
    }
  });
});
