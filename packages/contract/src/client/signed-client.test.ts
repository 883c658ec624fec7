import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Code } from '../codes.ts';
import { HEADER_API_KEY, HEADER_XSRF } from '../constants.ts';
import { readCookie } from '../cookie.ts';
import { toBase64 } from '../crypto/bytes.ts';
import { encryptPayload } from '../crypto/payload.ts';
import { parseApiKey, signedHeaders, signedHeadersSync, verifySignature } from '../crypto/signing.ts';
import { routes } from '../routes.generated.ts';
import { SignedCallError, SignedClient, encodeCall, type TransportRequest } from './signed-client.ts';

const keys = { keyId: 'k1', secret: 'test-secret', dataKey: toBase64(new Uint8Array(32).fill(7)) };

function setup(answer: { status: number; body: unknown }) {
  const sent: TransportRequest[] = [];
  const client = new SignedClient(
    keys,
    async (request) => {
      sent.push(request);
      return { status: answer.status, text: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body) };
    },
    { token: () => 'tok', devId: () => 'dev1', systemType: () => 'h5', xsrfToken: () => 'x'.repeat(43), extraHeaders: () => ({ cookie: 'c=1' }) },
  );
  return { client, sent };
}

describe('signed client', () => {
  it('signs the body it sends, echoes XSRF on writes only, adds its extra headers', async () => {
    const { client, sent } = setup({ status: 200, body: { code: 200, tip: '', data: 1 } });
    await client.call(routes.mediaList, { page: 2 });
    await client.call(routes.pingConfig);
    const parts = parseApiKey(sent[0].headers[HEADER_API_KEY])!;
    const body = sent[0].body as string;
    expect(await verifySignature(keys.secret, { method: 'POST', path: routes.mediaList.path, timestamp: parts.timestamp, nonce: parts.nonce, body, token: 'tok' }, parts.signature)).toBe(true);
    expect(sent[0].headers).toMatchObject({ [HEADER_XSRF]: 'x'.repeat(43), cookie: 'c=1', 'content-type': 'application/json' });
    expect(sent[1].headers[HEADER_XSRF]).toBeUndefined();
    expect(sent[1].body).toBeNull();
  });

  it('decrypts the data of a success', async () => {
    const { client } = setup({ status: 200, body: { code: 200, tip: '', ...(await encryptPayload(keys.dataKey, { title: '夏日' })) } });
    expect(await client.call(routes.userInfo, {})).toEqual({ title: '夏日' });
  });

  it('reads failures without throwing, and call() turns them into SignedCallError', async () => {
    const { client } = setup({ status: 200, body: { code: Code.wrongCredentials, tip: 'no', data: null } });
    expect(await client.request(routes.userInfo, {})).toMatchObject({ status: 200, envelope: { code: Code.wrongCredentials } });
    await expect(client.call(routes.userInfo, {})).rejects.toEqual(new SignedCallError(200, Code.wrongCredentials, 'no'));
    const html = setup({ status: 502, body: '<html>' });
    expect(await html.client.request(routes.userInfo, {})).toEqual({ status: 502, envelope: null, data: null });
  });

  it('data that will not decrypt reads as no envelope', async () => {
    const { client } = setup({ status: 200, body: { code: 200, tip: '', data: 'garbage', hash: 'AAAAAAAAAAAAAAAA' } });
    expect((await client.request(routes.userInfo, {})).envelope).toBeNull();
  });

  it('puts a GET input in the query string', () => {
    expect(encodeCall(routes.pingConfig)).toEqual({ path: routes.pingConfig.path, body: null });
    expect(encodeCall(routes.mediaList, { page: 1 })).toEqual({ path: routes.mediaList.path, body: '{"page":1}' });
  });
});

describe('synchronous signing', () => {
  it('makes the same headers as the async signer', async () => {
    const hashes = {
      sha256Hex: (text: string) => createHash('sha256').update(text).digest('hex'),
      hmacSha256Hex: (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex'),
    };
    const input = { keyId: 'k1', secret: 's', method: 'POST', path: '/api/app/x', body: '{"a":1}', token: 't', systemType: 'h5', devId: 'd', timestamp: 1_700_000_000, nonce: 'ab'.repeat(16) };
    expect(signedHeadersSync(hashes, input)).toEqual(await signedHeaders(input));
  });
});

describe('readCookie', () => {
  it('finds the named cookie in a Cookie or Set-Cookie header', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc; b=2', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('XSRF-TOKEN=abc; Path=/; SameSite=Strict', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('b=2;  XSRF-TOKEN = "abc" ', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('MY-XSRF-TOKEN=abc; XSRF-TOKENS=def', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie(undefined, 'XSRF-TOKEN')).toBeUndefined();
  });
});
