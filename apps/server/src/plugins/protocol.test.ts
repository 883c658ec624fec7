import { Code, SIGNATURE_WINDOW_SECONDS, api, newNonce } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('request signature', () => {
  it('accepts a signed call and hands out the XSRF cookie', async () => {
    const client = h.client();
    const res = await client.call(api.pingConfig);
    expect(res.status).toBe(200);
    expect(res.envelope.code).toBe(Code.ok);
    expect(client.xsrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an unsigned call with a clear envelope', async () => {
    const res = await h.client().call(api.pingConfig, undefined, { sign: false });
    expect(res.status).toBe(401);
    expect(res.envelope).toEqual({ code: Code.badSignature, tip: '请求签名无效，请刷新页面后重试', data: null });
  });

  it('refuses an unknown key id and an unknown system type', async () => {
    const client = h.client();
    expect((await client.call(api.pingConfig, undefined, { headers: { serect: 'other' } })).envelope.code).toBe(Code.badSignature);
    expect((await client.call(api.pingConfig, undefined, { systemType: 'ios' })).envelope.code).toBe(Code.badSignature);
  });

  it('refuses a tampered body or token', async () => {
    const client = await h.client().prime();
    const body = { devID: 'device-abcdefgh' };
    const tampered = await client.call(api.loginGuest, body, { tamperedBody: JSON.stringify({ devID: 'device-zzzzzzzz' }) });
    expect(tampered.envelope.code).toBe(Code.badSignature);
    const signed = await client.call(api.userInfo, {}, { token: 'a'.repeat(43) });
    expect(signed.envelope.code).toBe(Code.loginExpired);
    const wrongToken = await client.call(api.userInfo, {}, { token: 'a'.repeat(43), headers: { authorization: `Bearer ${'b'.repeat(43)}` } });
    expect(wrongToken.envelope.code).toBe(Code.badSignature);
  });

  it('refuses a signature made for another path', async () => {
    const client = await h.client().prime();
    const { signedHeaders } = await import('@md/contract');
    const headers = await signedHeaders({
      keyId: h.config.sign.keyId,
      secret: h.config.sign.secret,
      method: 'GET',
      path: '/api/app/ping/other',
      body: null,
      token: null,
      systemType: 'h5',
      devId: client.devId,
    });
    const res = await h.app.inject({ method: 'GET', url: '/api/app/ping/config', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(Code.badSignature);
  });

  it('refuses a replayed nonce', async () => {
    const client = h.client();
    const nonce = newNonce();
    expect((await client.call(api.pingConfig, undefined, { nonce })).envelope.code).toBe(Code.ok);
    const replay = await client.call(api.pingConfig, undefined, { nonce });
    expect(replay.status).toBe(401);
    expect(replay.envelope.code).toBe(Code.replayedRequest);
  });

  it('refuses a timestamp outside the window, either way, and accepts one just inside', async () => {
    const client = h.client();
    const now = Math.floor(Date.now() / 1000);
    const old = await client.call(api.pingConfig, undefined, { timestamp: now - SIGNATURE_WINDOW_SECONDS - 5 });
    expect(old.envelope.code).toBe(Code.staleRequest);
    const future = await client.call(api.pingConfig, undefined, { timestamp: now + SIGNATURE_WINDOW_SECONDS + 5 });
    expect(future.envelope.code).toBe(Code.staleRequest);
    const inside = await client.call(api.pingConfig, undefined, { timestamp: now - SIGNATURE_WINDOW_SECONDS + 5 });
    expect(inside.envelope.code).toBe(Code.ok);
  });
});

describe('XSRF double submit', () => {
  it('refuses a write without the header', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, { devID: client.devId }, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.envelope.code).toBe(Code.xsrfRejected);
  });

  it('refuses a write whose header does not match the cookie', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, { devID: client.devId }, { headers: { 'x-xsrf-token': 'x'.repeat(43) } });
    expect(res.envelope.code).toBe(Code.xsrfRejected);
  });

  it('refuses a write with no cookie at all', async () => {
    const client = h.client();
    const res = await client.call(api.loginGuest, { devID: client.devId });
    expect(res.envelope.code).toBe(Code.xsrfRejected);
  });

  it('accepts a write with the matching pair', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, { devID: client.devId });
    expect(res.envelope.code).toBe(Code.ok);
  });
});

describe('envelope errors', () => {
  it('answers malformed JSON with 400 and a tip, not 500', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, undefined, { rawBody: '{"devID": ' });
    expect(res.status).toBe(400);
    expect(res.envelope.code).toBe(Code.badRequest);
    expect(res.envelope.tip).toContain('JSON');
  });

  it('answers malformed JSON in English when the caller asks for it', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, undefined, { rawBody: '{"devID": ', headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(400);
    expect(res.envelope.tip).toBe('The request body is not valid JSON');
  });

  it('answers an oversized body with 413', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, undefined, { rawBody: JSON.stringify({ devID: 'x'.repeat(70 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.envelope.code).toBe(Code.tooLarge);
  });

  it('answers an unsupported content type with 415', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, undefined, { rawBody: 'devID=abc', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.envelope.code).toBe(Code.unsupportedMedia);
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/app/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Code.notFound, data: null });
  });

  it('encrypts data: hash present, data a string that decrypts to the config', async () => {
    const res = await h.client().call(api.pingConfig);
    expect(typeof res.envelope.data).toBe('string');
    expect(res.envelope.hash).toBeTruthy();
    expect(api.pingConfig.response.safeParse(res.data).success).toBe(true);
  });

  it('sends the security headers', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers carry the security headers but no content policy, which only documents read', async () => {
    const res = await h.client().call(api.pingConfig);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('refusals carry the same security headers as answers', async () => {
    const refused = await h.client().call(api.pingConfig, undefined, { sign: false });
    const answered = await h.client().call(api.pingConfig);
    expect(refused.status).toBe(401);
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']) {
      expect(refused.headers[name], name).toBeTruthy();
      expect(refused.headers[name], name).toBe(answered.headers[name]);
    }
  });

  it('hands out the XSRF cookie with its attributes, even with a refusal, and only when the caller has none', async () => {
    const refused = await h.app.inject({ method: 'GET', url: '/api/app/ping/config' });
    expect(refused.statusCode).toBe(401);
    const cookie = String(refused.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)![1];
    const again = await h.app.inject({ method: 'GET', url: '/api/app/ping/config', headers: { cookie: `other=1; XSRF-TOKEN=${token}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
    const malformed = await h.app.inject({ method: 'GET', url: '/api/app/ping/config', headers: { cookie: 'XSRF-TOKEN=short' } });
    expect(String(malformed.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
  });

  it('refuses a multipart body on any call but the upload, before reading it', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginGuest, undefined, { rawBody: '--b\r\n\r\n--b--', headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    expect(res.status).toBe(415);
    expect(res.envelope.code).toBe(Code.unsupportedMedia);
  });
});

describe('OpenAPI', () => {
  it('describes every contract endpoint', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const { allEndpoints } = await import('@md/contract');
    for (const e of allEndpoints) expect(doc.paths[e.path]?.[e.method.toLowerCase()], e.path).toBeTruthy();
    expect(doc.paths['/api/app/login/guest'].post.requestBody.content['application/json'].schema.required).toContain('devID');
  });
});
