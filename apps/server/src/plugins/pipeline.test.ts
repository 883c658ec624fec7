/**
 * The one pipeline over a real socket: cached catalogue answers pass every check a call passes, come back with the
 * same bytes, and go stale when a write changes them. (An encrypted answer made anew has a fresh IV, so equal bytes
 * mean the cached answer was served.)
 */
import { brotliDecompressSync } from 'node:zlib';
import { Code, ContentType, SIGNATURE_WINDOW_SECONDS, api, newNonce } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type CallResult, type Harness, type TestClient } from '../test/harness.ts';

const RATE_LIMIT = 30;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seedVideos: 40, socket: true, env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
});
afterAll(() => h.close());

/** Headers that differ between any two responses (clock, connection) or are the caller's own. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'set-cookie']);
const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));

describe('a cached route', () => {
  it('answers a call again with the same status, headers and bytes', async () => {
    const visitor = await h.visitor();
    const first = await visitor.call(api.mediaDetail, { id: 3 });
    const again = await visitor.call(api.mediaDetail, { id: 3 });
    expect(again.status).toBe(200);
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect((again.data as { id: number }).id).toBe(3);
  });

  it('sends the compressed form the browser asks for, the same each time', async () => {
    const visitor = await h.visitor();
    const body = { sort: 'new' as const, page: 1, pageSize: 30 };
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await visitor.call(api.mediaList, body, { headers });
    const again = await visitor.call(api.mediaList, body, { headers });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(JSON.parse(brotliDecompressSync(again.raw).toString()).code).toBe(Code.ok);
    const plain = await visitor.call(api.mediaList, body, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.data).toEqual(again.data);
  });

  it('serves signed-in callers the same answer, and hands a caller without the XSRF cookie a fresh one', async () => {
    const visitor = await h.visitor();
    const guest = await h.guest();
    const seen = await visitor.call(api.mediaDetail, { id: 4 });
    const signedIn = await guest.call(api.mediaDetail, { id: 4 });
    expect(signedIn.envelope.code).toBe(Code.ok);
    expect(signedIn.raw.equals(seen.raw)).toBe(true);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    const stranger = h.client();
    const fresh = await stranger.call(api.mediaDetail, { id: 4 }, { xsrf: false });
    // A write without the cookie is refused, and the cookie handed out.
    expect(fresh.envelope.code).toBe(Code.xsrfRejected);
    expect(String(fresh.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('reads the same validated input as one entry however the body is spelled', async () => {
    const visitor = await h.visitor();
    const first = await visitor.call(api.mediaDetail, { id: 8 });
    const spaced = await visitor.call(api.mediaDetail, undefined, { rawBody: '{ "id": 8 }' });
    expect(spaced.envelope.code).toBe(Code.ok);
    expect(spaced.raw.equals(first.raw)).toBe(true);
    const chunked = await visitor.call(api.mediaDetail, undefined, { rawBody: JSON.stringify({ id: 8 }), headers: { 'transfer-encoding': 'chunked' } });
    expect(chunked.raw.equals(first.raw)).toBe(true);
    const padded = await visitor.call(api.mediaDetail, undefined, { rawBody: `{"id":8${' '.repeat(2048)}}` });
    expect(padded.raw.equals(first.raw)).toBe(true);
    const chinese = await visitor.call(api.searchMedia, undefined, { rawBody: JSON.stringify({ keyword: '夜', page: 1 }) });
    expect(chinese.envelope.code).toBe(Code.ok);
  });

  it('refuses bad bodies as every route does', async () => {
    const visitor = await h.visitor();
    const broken = await visitor.call(api.mediaDetail, undefined, { rawBody: '{"id": ' });
    expect([broken.status, broken.envelope.code]).toEqual([400, Code.badRequest]);
    const text = await visitor.call(api.mediaDetail, undefined, { rawBody: JSON.stringify({ id: 8 }), headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('refusals on a cached call', () => {
  const detail = { id: 6 };
  beforeAll(async () => {
    await (await h.visitor()).call(api.mediaDetail, detail);
  });

  /** The refusal a call gets, from the one error path with the security headers. */
  function refused(result: CallResult) {
    expect(result.headers['x-content-type-options']).toBe('nosniff');
    expect(result.envelope.data).toBeNull();
    return result;
  }

  it('refuses a missing or wrong signature', async () => {
    const client = await h.visitor();
    const unsigned = refused(await client.call(api.mediaDetail, detail, { sign: false }));
    expect([unsigned.status, unsigned.envelope.code]).toEqual([401, Code.badSignature]);
    const otherPath = refused(await client.call(api.mediaDetail, detail, { headers: { serect: 'another-key' } }));
    expect(otherPath.envelope.code).toBe(Code.badSignature);
  });

  it('refuses a replayed nonce and a stale timestamp', async () => {
    const client = await h.visitor();
    const nonce = newNonce();
    expect((await client.call(api.mediaDetail, detail, { nonce })).status).toBe(200);
    const replay = refused(await client.call(api.mediaDetail, detail, { nonce }));
    expect([replay.status, replay.envelope.code]).toEqual([401, Code.replayedRequest]);
    const stale = refused(await client.call(api.mediaDetail, detail, { timestamp: Math.floor(Date.now() / 1000) - SIGNATURE_WINDOW_SECONDS - 5 }));
    expect(stale.envelope.code).toBe(Code.staleRequest);
  });

  it('refuses a write without the XSRF echo, and a token the server does not know', async () => {
    const client = await h.visitor();
    const noEcho = refused(await client.call(api.mediaDetail, detail, { xsrf: false }));
    expect([noEcho.status, noEcho.envelope.code]).toEqual([403, Code.xsrfRejected]);
    const unknownToken = refused(await client.call(api.mediaDetail, detail, { token: 'a'.repeat(43) }));
    expect(unknownToken.envelope.code).toBe(Code.loginExpired);
  });

  it('counts every call against the rate limit once, cached or not, by the address behind the proxy', async () => {
    const client = await h.client({ ip: '10.77.0.1' }).prime();
    for (let i = 1; i < RATE_LIMIT; i++) {
      // Alternate between a cached call and one that is never cached.
      const step = await (i % 2 ? client.call(api.mediaDetail, detail) : client.call(api.mediaState, { id: 7 }));
      expect(step.status, `call ${i + 1}`).toBe(200);
    }
    const limited = refused(await client.call(api.mediaDetail, detail));
    expect([limited.status, limited.envelope.code]).toEqual([429, Code.tooManyRequests]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.envelope.tip).toBe(`操作过于频繁，请${limited.headers['retry-after']}秒后再试`);
    const neighbour = await h.client({ ip: '10.77.0.2' }).prime();
    expect((await neighbour.call(api.mediaDetail, detail)).status).toBe(200);
  });

  it('answers a failure of a check with a 500 envelope, no internals, and carries on', async () => {
    const client = await h.visitor();
    const kv = h.deps.kv;
    const setIfAbsent = kv.setIfAbsent;
    kv.setIfAbsent = async () => {
      throw new Error('store unreachable');
    };
    try {
      const result = await client.call(api.mediaDetail, { id: 9 });
      expect(result.status).toBe(500);
      expect(result.envelope).toEqual({ code: Code.internal, tip: expect.any(String), data: null });
      expect(result.raw.toString()).not.toContain('store unreachable');
    } finally {
      kv.setIfAbsent = setIfAbsent;
    }
    expect((await client.call(api.mediaDetail, { id: 9 })).status).toBe(200);
  });
});

describe('writes and cached answers', () => {
  let member: TestClient;
  beforeAll(async () => {
    member = await h.registered('pipeline_member');
  });

  it('a collect makes the detail\'s count fresh at once, and the caller\'s own state is never cached', async () => {
    const visitor = await h.visitor();
    const before = (await visitor.call(api.mediaDetail, { id: 11 })).data.collects;
    expect((await member.call(api.mediaState, { id: 11 })).data.collected).toBe(false);
    const added = await member.call(api.collectAdd, { contentType: ContentType.media, id: 11 });
    expect(added.data).toEqual({ collected: true, collects: before + 1 });
    expect((await visitor.call(api.mediaDetail, { id: 11 })).data.collects).toBe(before + 1);
    expect((await member.call(api.mediaState, { id: 11 })).data).toMatchObject({ collected: true, collects: before + 1 });
    await member.call(api.collectDel, { contentType: ContentType.media, id: 11 });
    expect((await visitor.call(api.mediaDetail, { id: 11 })).data.collects).toBe(before);
    expect((await member.call(api.mediaState, { id: 11 })).data.collected).toBe(false);
  });

  it('a collect of an actress makes her detail fresh, and leaves the videos\' details cached', async () => {
    const visitor = await h.visitor();
    const video = await visitor.call(api.mediaDetail, { id: 2 });
    const before = (await visitor.call(api.actressDetail, { id: 2 })).data.collects;
    await member.call(api.collectAdd, { contentType: ContentType.actress, id: 2 });
    expect((await visitor.call(api.actressDetail, { id: 2 })).data.collects).toBe(before + 1);
    expect((await visitor.call(api.mediaDetail, { id: 2 })).raw.equals(video.raw)).toBe(true);
  });

  it('a comment makes the video\'s comment count fresh at once', async () => {
    const visitor = await h.visitor();
    const before = (await visitor.call(api.mediaDetail, { id: 12 })).data.comments;
    expect((await member.call(api.commentAdd, { mediaId: 12, content: '好看' })).envelope.code).toBe(Code.ok);
    expect((await visitor.call(api.mediaDetail, { id: 12 })).data.comments).toBe(before + 1);
  });

  it('an attitude makes the video\'s support count fresh at once', async () => {
    const visitor = await h.visitor();
    const before = (await visitor.call(api.mediaDetail, { id: 13 })).data.supports;
    await member.call(api.mediaAttitude, { id: 13, attitude: 'support' });
    expect((await visitor.call(api.mediaDetail, { id: 13 })).data.supports).toBe(before + 1);
  });
});
