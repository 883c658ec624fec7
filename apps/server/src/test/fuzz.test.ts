/**
 * Throws generated bodies (well-formed JSON of every shape, near-miss objects with the real field names, and
 * raw garbage) at every implemented call, as a visitor, a guest and a registered user. Whatever comes in, the
 * answer is an envelope and never a 5xx.
 */
import { allEndpoints, api, envelopeSchema, type Endpoint } from '@md/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestClient } from './harness.ts';

let h: Harness;
let clients: TestClient[];

beforeAll(async () => {
  h = await createHarness({
    seedVideos: 40,
    env: { RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_LIMIT_PER_IP: '1000000', LOGIN_LIMIT_PER_ACCOUNT: '1000000' },
  });
  const visitor = await h.client().prime();
  const guest = await h.client().prime();
  guest.token = (await guest.call(api.loginGuest, { devID: guest.devId })).data.token;
  const member = await h.client().prime();
  member.token = (await member.call(api.loginAccountCreate, { account: 'fuzz_member', password: 'secret123', confirmPassword: 'secret123' })).data.token;
  clients = [visitor, guest, member];
});
afterAll(() => h.close());

const FIELDS = ['id', 'devID', 'affCode', 'account', 'password', 'confirmPassword', 'page', 'pageSize', 'contentType', 'keyword', 'sort', '__proto__', 'constructor'];
const value = fc.oneof(
  fc.string({ maxLength: 80 }),
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
