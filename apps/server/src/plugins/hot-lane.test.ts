import { brotliDecompressSync } from 'node:zlib';
import { Code, SIGNATURE_WINDOW_SECONDS, api, newNonce, type Endpoint } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type CallResult, type Harness, type TestClient } from '../test/harness.ts';
import { HOT_BODY_MAX, HotAnswers } from './hot-lane.ts';

const RATE_LIMIT = 30;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seedVideos: 40, socket: true, env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
});
afterAll(() => h.close());

const served = () => h.app.hotLane!.served;

/** Calls once and tells whether the hot lane answered. */
async function timed<T>(call: () => Promise<CallResult<T>>) {
  const before = served();
  const result = await call();
  return { result, byLane: served() > before };
}

/** Headers that differ between any two responses (clock, connection) or are the caller's own. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'set-cookie']);
const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));

describe('the hot lane', () => {
  it('answers a call Fastify answered before with the same status, headers and bytes', async () => {
    const visitor = await h.visitor();
    const first = await timed(() => visitor.call(api.mediaDetail, { id: 3 }));
    expect(first.byLane).toBe(false);
    const again = await timed(() => visitor.call(api.mediaDetail, { id: 3 }));
    expect(again.byLane).toBe(true);
    expect(again.result.status).toBe(200);
    expect(again.result.raw.equals(first.result.raw)).toBe(true);
    expect(comparable(again.result.headers)).toEqual(comparable(first.result.headers));
    expect(again.result.headers['x-content-type-options']).toBe('nosniff');
    expect((again.result.data as { id: number }).id).toBe(3);
  });

  it('sends the compressed form the browser asks for, the same Fastify sends', async () => {
    const visitor = await h.visitor();
    const body = { sort: 'new' as const, page: 1, pageSize: 30 };
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await timed(() => visitor.call(api.mediaList, body, { headers }));
    const again = await timed(() => visitor.call(api.mediaList, body, { headers }));
    expect([first.byLane, again.byLane]).toEqual([false, true]);
    expect(again.result.headers['content-encoding']).toBe('br');
    expect(again.result.raw.equals(first.result.raw)).toBe(true);
    expect(comparable(again.result.headers)).toEqual(comparable(first.result.headers));
    expect(JSON.parse(brotliDecompressSync(again.result.raw).toString()).code).toBe(Code.ok);
    const plain = await timed(() => visitor.call(api.mediaList, body, { headers: { 'accept-encoding': 'identity' } }));
    expect(plain.byLane).toBe(true);
    expect(plain.result.headers['content-encoding']).toBeUndefined();
    expect(plain.result.data).toEqual(again.result.data);
  });

  it('serves signed-in callers too, and hands a caller without the XSRF cookie a fresh one', async () => {
    const guest = await h.guest();
    await guest.call(api.mediaDetail, { id: 4 });
    const signedIn = await timed(() => guest.call(api.mediaDetail, { id: 4 }));
    expect(signedIn.byLane).toBe(true);
    expect(signedIn.result.envelope.code).toBe(Code.ok);
    expect(signedIn.result.headers['set-cookie']).toBeUndefined();
    const stranger = h.client();
    const fresh = await timed(() => stranger.call(api.mediaDetail, { id: 4 }, { xsrf: false }));
    // A write without the cookie is refused (by Fastify, which answers every refusal), and the cookie handed out.
    expect(fresh.result.envelope.code).toBe(Code.xsrfRejected);
    expect(String(fresh.result.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('logs each call it answers at info, as Fastify does, without the caller\'s headers', async () => {
    const lane = h.app.hotLane!;
    const quiet = lane.log;
    const lines: { fields: Record<string, any>; message: string }[] = [];
    lane.log = { level: 'info', info: (fields: Record<string, any>, message: string) => lines.push({ fields, message }) } as never;
    try {
      const guest = await h.guest();
      await guest.call(api.mediaDetail, { id: 10 });
      expect((await timed(() => guest.call(api.mediaDetail, { id: 10 }))).byLane).toBe(true);
    } finally {
      lane.log = quiet;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0].message).toBe('request completed');
    expect(lines[0].fields).toMatchObject({ req: { method: 'POST', url: '/api/app/media/detail' }, res: { statusCode: 200 }, hotLane: true });
    expect(typeof lines[0].fields.responseTime).toBe('number');
    expect(JSON.stringify(lines[0].fields.req, (key, value) => (key === 'socket' ? undefined : value))).not.toMatch(/authorization|cookie|x-api-key|Bearer/i);
  });

  it('never remembers an answer that depends on the caller', async () => {
    const guest = await h.guest();
    await guest.call(api.mediaState, { id: 5 });
    const again = await timed(() => guest.call(api.mediaState, { id: 5 }));
    expect(again.byLane).toBe(false);
    expect(again.result.envelope.code).toBe(Code.ok);
  });
});

describe('refusals on a remembered call', () => {
  let warm: TestClient;
  const detail = { id: 6 };
  beforeAll(async () => {
    warm = await h.visitor();
    await warm.call(api.mediaDetail, detail);
    expect((await timed(() => warm.call(api.mediaDetail, detail))).byLane).toBe(true);
  });

  /** The refusal a call gets, which must come from Fastify's one error path with the security headers. */
  async function refused(call: () => Promise<CallResult>) {
    const { result, byLane } = await timed(call);
    expect(byLane).toBe(false);
    expect(result.headers['x-content-type-options']).toBe('nosniff');
    expect(result.envelope.data).toBeNull();
    return result;
  }

  it('refuses a missing or wrong signature', async () => {
    const client = await h.visitor();
    const unsigned = await refused(() => client.call(api.mediaDetail, detail, { sign: false }));
    expect([unsigned.status, unsigned.envelope.code]).toEqual([401, Code.badSignature]);
    const otherPath = await refused(() => client.call(api.mediaDetail, detail, { headers: { serect: 'another-key' } }));
    expect(otherPath.envelope.code).toBe(Code.badSignature);
  });

  it('refuses a replayed nonce and a stale timestamp', async () => {
    const client = await h.visitor();
    const nonce = newNonce();
    expect((await timed(() => client.call(api.mediaDetail, detail, { nonce }))).byLane).toBe(true);
    const replay = await refused(() => client.call(api.mediaDetail, detail, { nonce }));
    expect([replay.status, replay.envelope.code]).toEqual([401, Code.replayedRequest]);
    const stale = await refused(() => client.call(api.mediaDetail, detail, { timestamp: Math.floor(Date.now() / 1000) - SIGNATURE_WINDOW_SECONDS - 5 }));
    expect(stale.envelope.code).toBe(Code.staleRequest);
  });

  it('refuses a write without the XSRF echo, and a token the server does not know', async () => {
    const client = await h.visitor();
    const noEcho = await refused(() => client.call(api.mediaDetail, detail, { xsrf: false }));
    expect([noEcho.status, noEcho.envelope.code]).toEqual([403, Code.xsrfRejected]);
    const unknownToken = await refused(() => client.call(api.mediaDetail, detail, { token: 'a'.repeat(43) }));
    expect(unknownToken.envelope.code).toBe(Code.loginExpired);
  });

  it('counts every call against the rate limit once, whichever answers it, by the same address', async () => {
    const client = await h.client({ ip: '10.77.0.1' }).prime();
    const other = { id: 7 };
    let byLane = 0;
    for (let i = 1; i < RATE_LIMIT; i++) {
      // Alternate between a remembered call and one only Fastify answers.
      const step = await timed<unknown>(() => (i % 2 ? client.call(api.mediaDetail, detail) : client.call(api.mediaState, other)));
      expect(step.result.status, `call ${i + 1}`).toBe(200);
      if (step.byLane) byLane++;
    }
    expect(byLane).toBe(RATE_LIMIT / 2);
    const limited = await refused(() => client.call(api.mediaDetail, detail));
    expect([limited.status, limited.envelope.code]).toEqual([429, Code.tooManyRequests]);
    expect(limited.headers['retry-after']).toBe('60');
    // Another address, through the same proxy, is not affected.
    const neighbour = await h.client({ ip: '10.77.0.2' }).prime();
    expect((await timed(() => neighbour.call(api.mediaDetail, detail))).byLane).toBe(true);
  });
});

describe('a failure inside the lane', () => {
  it('is answered by Fastify\'s error path (500 envelope, no internals), and the process carries on', async () => {
    const client = await h.visitor();
    await client.call(api.mediaDetail, { id: 9 });
    const kv = h.deps.kv;
    const increment = kv.increment;
    kv.increment = async () => {
      throw new Error('store unreachable');
    };
    try {
      const { result, byLane } = await timed(() => client.call(api.mediaDetail, { id: 9 }));
      expect(byLane).toBe(false);
      expect(result.status).toBe(500);
      expect(result.envelope).toEqual({ code: Code.internal, tip: expect.any(String), data: null });
      expect(result.raw.toString()).not.toContain('store unreachable');
    } finally {
      kv.increment = increment;
    }
    expect((await timed(() => client.call(api.mediaDetail, { id: 9 }))).byLane).toBe(true);
  });
});

describe('calls the lane leaves to Fastify', () => {
  const detail = { id: 8 };
  let client: TestClient;
  beforeAll(async () => {
    client = await h.visitor();
    await client.call(api.mediaDetail, detail);
  });

  async function byFastify(endpoint: Endpoint, body: unknown, options: Parameters<TestClient['call']>[2]) {
    const { result, byLane } = await timed(() => client.call(endpoint, body, options));
    expect(byLane).toBe(false);
    return result;
  }

  it('a body it has not seen: Fastify reads the same bytes the lane read', async () => {
    const spaced = await byFastify(api.mediaDetail, undefined, { rawBody: '{ "id": 8 }' });
    expect(spaced.envelope.code).toBe(Code.ok);
    expect((spaced.data as { id: number }).id).toBe(8);
    const chinese = await byFastify(api.searchMedia, undefined, { rawBody: JSON.stringify({ keyword: '夜', page: 1 }) });
    expect(chinese.envelope.code).toBe(Code.ok);
    const broken = await byFastify(api.mediaDetail, undefined, { rawBody: '{"id": ' });
    expect([broken.status, broken.envelope.code]).toEqual([400, Code.badRequest]);
  });

  it('another content type, a chunked body or a long one', async () => {
    const text = await byFastify(api.mediaDetail, undefined, { rawBody: JSON.stringify(detail), headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const chunked = await byFastify(api.mediaDetail, undefined, { rawBody: JSON.stringify(detail), headers: { 'transfer-encoding': 'chunked' } });
    expect(chunked.envelope.code).toBe(Code.ok);
    const padded = `{"id":8${' '.repeat(HOT_BODY_MAX)}}`;
    const long = await byFastify(api.mediaDetail, undefined, { rawBody: padded });
    expect(long.envelope.code).toBe(Code.ok);
    // Nor is it remembered.
    expect((await byFastify(api.mediaDetail, undefined, { rawBody: padded })).envelope.code).toBe(Code.ok);
  });
});

describe('HOT_LANE=false', () => {
  it('sends every call through Fastify, with the same answers', async () => {
    const plain = await createHarness({ seedVideos: 5, socket: true, env: { HOT_LANE: 'false' } });
    try {
      expect(plain.app.hotLane).toBeNull();
      const visitor = await plain.visitor();
      const first = await visitor.call(api.mediaDetail, { id: 2 });
      const again = await visitor.call(api.mediaDetail, { id: 2 });
      expect(again.envelope.code).toBe(Code.ok);
      expect(again.raw.equals(first.raw)).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe('HotAnswers', () => {
  const shared = { body: '{"code":200,"tip":"","data":{}}' };
  const endpoint = api.mediaDetail;

  it('remembers answers of the paths it serves until their cache lets them go', () => {
    let now = 1_000;
    const answers = new HotAnswers(10, () => now);
    answers.servePath('/a');
    answers.remember('/a', '{"id":1}', endpoint, shared, 2_000);
    answers.remember('/b', '{"id":1}', endpoint, shared, 2_000);
    answers.remember('/a', '{"id":2}', endpoint, shared, 1_000);
    expect(answers.find('/a', '{"id":1}')?.shared).toBe(shared);
    expect(answers.find('/a', '{"id":1} ')).toBeUndefined();
    expect(answers.find('/b', '{"id":1}')).toBeUndefined();
    expect(answers.find('/a', '{"id":2}')).toBeUndefined();
    now = 2_000;
    expect(answers.find('/a', '{"id":1}')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('holds at most its limit, dropping the oldest, and never a long body', () => {
    const answers = new HotAnswers(3, () => 0);
    answers.servePath('/a');
    for (let id = 1; id <= 5; id++) answers.remember('/a', `{"id":${id}}`, endpoint, shared, 10);
    expect(answers.size).toBe(3);
    expect(answers.find('/a', '{"id":2}')).toBeUndefined();
    expect(answers.find('/a', '{"id":5}')).toBeDefined();
    answers.remember('/a', 'x'.repeat(HOT_BODY_MAX + 1), endpoint, shared, 10);
    expect(answers.find('/a', 'x'.repeat(HOT_BODY_MAX + 1))).toBeUndefined();
  });
});
