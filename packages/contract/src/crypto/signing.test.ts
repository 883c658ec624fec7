import { describe, expect, it } from 'vitest';
import { UNSIGNED_PAYLOAD } from '../constants.ts';
import {
  computeSignature,
  formatApiKey,
  formatUserAgent,
  parseApiKey,
  parseUserAgent,
  signedHeaders,
  verifySignature,
  type SignInput,
} from './signing.ts';

const secret = 'test-sign-secret';
const base: SignInput = {
  method: 'POST',
  path: '/api/app/user/info',
  timestamp: 1_700_000_000,
  nonce: '0123456789abcdef0123456789abcdef',
  body: '{"a":1}',
  token: 'tok-123',
};

describe('request signing', () => {
  it('verifies its own signature', async () => {
    const sig = await computeSignature(secret, base);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifySignature(secret, base, sig)).toBe(true);
  });

  it.each([
    ['body', { body: '{"a":2}' }],
    ['path', { path: '/api/app/user/logout' }],
    ['token', { token: 'tok-124' }],
    ['missing token', { token: null }],
    ['method', { method: 'GET' }],
    ['timestamp', { timestamp: 1_700_000_001 }],
    ['nonce', { nonce: '0123456789abcdef0123456789abcdee' }],
  ])('rejects a tampered %s', async (_name, change) => {
    const sig = await computeSignature(secret, base);
    expect(await verifySignature(secret, { ...base, ...change }, sig)).toBe(false);
  });

  it('rejects a signature made with another key', async () => {
    const sig = await computeSignature('another-secret', base);
    expect(await verifySignature(secret, base, sig)).toBe(false);
  });

  it('signs multipart bodies as UNSIGNED-PAYLOAD, distinct from an empty body', async () => {
    const unsigned = await computeSignature(secret, { ...base, body: UNSIGNED_PAYLOAD });
    const emptyBody = await computeSignature(secret, { ...base, body: null });
    expect(unsigned).not.toBe(emptyBody);
    expect(await verifySignature(secret, { ...base, body: UNSIGNED_PAYLOAD }, unsigned)).toBe(true);
  });

  it('round-trips the x-api-key header and refuses malformed ones', () => {
    const parts = { timestamp: 1_700_000_000, nonce: 'ab'.repeat(16), signature: 'cd'.repeat(32) };
    expect(parseApiKey(formatApiKey(parts))).toEqual(parts);
    expect(parseApiKey(undefined)).toBeNull();
    expect(parseApiKey('t=1,n=short,s=00')).toBeNull();
    expect(parseApiKey(`t=abc,n=${'ab'.repeat(16)},s=${'cd'.repeat(32)}`)).toBeNull();
    expect(parseApiKey('x'.repeat(300))).toBeNull();
  });

  it('round-trips the X-User-Agent header', () => {
    const header = formatUserAgent({ systemType: 'h5_pc', devId: '12345678901' });
    expect(header).toBe('systemType=h5_pc;version=1.0.1+27;devId=12345678901');
    expect(parseUserAgent(header)).toEqual({ systemType: 'h5_pc', version: '1.0.1+27', devId: '12345678901' });
    expect(parseUserAgent('nonsense')).toBeNull();
  });

  it('builds headers whose signature the verifier accepts', async () => {
    const headers = await signedHeaders({
      keyId: 'h5-v1',
      secret,
      method: 'POST',
      path: base.path,
      body: base.body,
      token: base.token,
      systemType: 'h5',
      devId: 'dev12345678',
    });
    expect(headers.serect).toBe('h5-v1');
    expect(headers.authorization).toBe('Bearer tok-123');
    const parsed = parseApiKey(headers['x-api-key']);
    expect(parsed).not.toBeNull();
    const ok = await verifySignature(
      secret,
      { ...base, timestamp: parsed!.timestamp, nonce: parsed!.nonce },
      parsed!.signature,
    );
    expect(ok).toBe(true);
  });
});
