/**
 * Throws generated bodies (well-formed JSON of every shape, near-miss objects with the real field names, and
 * raw garbage) at every implemented call, as a visitor, a guest and a registered user. Whatever comes in, the
 * answer is an envelope and never a 5xx.
 */
import { Code, MULTI_LINE_TEXT, SINGLE_LINE_TEXT, allEndpoints, api, envelopeSchema, type Endpoint } from '@md/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestClient } from './harness.ts';

let h: Harness;
let clients: TestClient[];

beforeAll(async () => {
  h = await createHarness({
    seedVideos: 40,
    env: { RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_LIMIT_PER_IP: '1000000', LOGIN_LIMIT_PER_ACCOUNT: '1000000', UPLOAD_LIMIT_PER_HOUR: '1000000' },
  });
  const visitor = await h.client().prime();
  const guest = await h.client().prime();
  guest.token = (await guest.call(api.loginGuest, { devID: guest.devId })).data.token;
  const member = await h.client().prime();
  member.token = (await member.call(api.loginAccountCreate, { account: 'fuzz_member', password: 'secret123', confirmPassword: 'secret123' })).data.token;
  clients = [visitor, guest, member];
});
afterAll(() => h.close());

const FIELDS = ['id', 'devID', 'affCode', 'account', 'password', 'confirmPassword', 'page', 'pageSize', 'contentType', 'keyword', 'sort', 'mediaId', 'content', 'mobile', 'country', 'code', 'oldCode', 'purpose', 'nickname', 'gender', 'birthday', 'bio', 'path', 'oldPassword', 'newPassword', 'credential', 'action', 'month', 'text', 'images', 'tagIds', 'price', 'tab', 'tagId', '__proto__', 'constructor'];
/** Text salted with what PostgreSQL and screens refuse: C0 controls (NUL first), DEL, C1 controls, lone surrogates. */
const CONTROL_UNITS = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u000B', '\u001B', '\u001F', '\u007F', '\u0085', '\u009B', '\uD800', '\uDFFF'];
const hostileText = fc.string({ minLength: 1, maxLength: 30, unit: fc.oneof(fc.constantFrom(...CONTROL_UNITS), fc.constantFrom('a', '中', '1', ' ', '😀')) });
const value = fc.oneof(
  fc.string({ maxLength: 80 }),
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ minLength: 6, maxLength: 20, unit: 'grapheme' }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 }),
  fc.record({ account: fc.string({ maxLength: 40 }), password: fc.string({ maxLength: 70 }), confirmPassword: fc.string({ maxLength: 70 }) }),
);

function implemented(): Endpoint[] {
  return allEndpoints.filter((e) => h.app.hasRoute({ method: e.method, url: e.path }));
}

async function assertEnvelope(res: { status: number; envelope: unknown }) {
  expect(res.status).toBeLessThan(500);
  expect(envelopeSchema.safeParse(res.envelope).success).toBe(true);
}

describe('control characters', () => {
  const member = () => clients[2];
  const textCalls = [
    { endpoint: api.searchSuggest, body: (text: string) => ({ keyword: text }) },
    { endpoint: api.searchMedia, body: (text: string) => ({ keyword: text }) },
    { endpoint: api.searchActress, body: (text: string) => ({ keyword: text }) },
    { endpoint: api.searchTag, body: (text: string) => ({ keyword: text }) },
    { endpoint: api.commentAdd, body: (text: string) => ({ mediaId: 1, content: text }) },
    { endpoint: api.loginOfficial, body: (text: string) => ({ account: `fuzz_member${text}`, password: 'secret123' }) },
  ];

  it('refuses NUL in every text field with a 400 envelope naming the problem, before the database sees it', async () => {
    for (const { endpoint, body } of textCalls) {
      const res = await member().raw(endpoint, body('a\u0000b'));
      expect(res.status, endpoint.path).toBe(400);
      expect(res.envelope.tip).toBe('内容包含不支持的控制字符，请删除后重试');
    }
  });

  it('refuses every generated string holding a control character, and answers the rest without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...textCalls), hostileText, async ({ endpoint, body }, text) => {
        const res = await member().raw(endpoint, body(text));
        await assertEnvelope(res);
        const hostile = !(endpoint === api.commentAdd ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(text);
        if (hostile) expect(res.envelope.tip).toBe('内容包含不支持的控制字符，请删除后重试');
      }),
      { numRuns: 120 },
    );
  });

  it('keeps line breaks in a comment', async () => {
    const res = await member().call(api.commentAdd, { mediaId: 1, content: '第一行\r\n第二行\t完' });
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data.content).toBe('第一行\r\n第二行\t完');
  });
});

describe('generated input', () => {
  it('covers the calls this server implements', () => {
    const paths = implemented().map((e) => e.path);
    for (const p of ['/api/app/ping/config', '/api/app/login/guest', '/api/app/login/official', '/api/app/login/account/create', '/api/app/user/info', '/api/app/user/logout', '/api/app/advertise/click', '/api/app/upload/img']) {
      expect(paths).toContain(p);
    }
  });

  it('never answers JSON bodies with a 5xx', async () => {
    const endpoints = implemented().filter((e) => e.method === 'POST' && !e.multipart && e !== api.userLogout);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.constantFrom(0, 1, 2), body, async (endpoint, who, input) => {
        await assertEnvelope(await clients[who].call(endpoint, input));
      }),
      { numRuns: 400 },
    );
  });

  it('never answers raw garbage with a 5xx', async () => {
    const endpoints = implemented().filter((e) => e.method === 'POST' && e !== api.userLogout);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.string({ maxLength: 200 }), async (endpoint, raw) => {
        await assertEnvelope(await clients[1].call(endpoint, undefined, { rawBody: raw }));
      }),
      { numRuns: 200 },
    );
  });

  it('never answers generated uploads with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom(Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('GIF89a'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(0)),
        async (tail, head) => {
          const file = Buffer.concat([head, Buffer.from(tail)]);
          await assertEnvelope(await clients[2].call(api.uploadImg, undefined, { multipart: multipartBody('file', 'f.bin', 'image/png', file) }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answers malformed multipart bodies with a 5xx', async () => {
    const image = multipartBody('file', 'f.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('multipart/form-data', `multipart/form-data; boundary=${image.boundary}`, 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x', 'multipart/mixed; boundary=""'),
        fc.nat({ max: image.payload.length }),
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('file', 'avatar', '', '__proto__'),
        async (contentType, cut, tail, field) => {
          const body = field === 'file' ? image.payload : multipartBody(field, 'f.png', 'image/png', Buffer.from('x')).payload;
          const payload = Buffer.concat([body.subarray(0, cut), Buffer.from(tail)]);
          await assertEnvelope(await clients[2].raw(api.uploadImg, undefined, { multipart: { payload, boundary: 'unused' }, headers: { 'content-type': contentType } }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answers generated query strings on GET calls with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (query) => {
        const path = `/api/app/ping/config?${encodeURIComponent(query)}=${encodeURIComponent(query)}`;
        await assertEnvelope(await clients[0].call(api.pingConfig, undefined, { path }));
      }),
      { numRuns: 100 },
    );
  });
});
