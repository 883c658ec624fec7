// @vitest-environment node
import { api, parseApiKey, type Transport, type TransportRequest } from '@md/contract/client';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient, type SessionPort } from './client.ts';

const keys = { keyId: 'h5-v1', secret: 'test-secret-0123456789', dataKey: 'AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwM=', imageKey: 'img' };
const answer = { status: 200, text: JSON.stringify({ code: 200, tip: '', data: { path: 'uploads/2026/11/a.webp', width: 1, height: 1 } }) };

function setup() {
  const plain: TransportRequest[] = [];
  const watched: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    plain.push(request);
    return answer;
  };
  const progressTransport = (onProgress: (fraction: number) => void): Transport => async (request) => {
    watched.push(request);
    onProgress(0.5);
    onProgress(1);
    return answer;
  };
  const session: SessionPort = {
    token: () => 'tok_0123456789abcdefghij',
    devId: () => 'dev123456789',
    systemType: () => 'h5',
    xsrfToken: () => 'x'.repeat(43),
    notify: vi.fn(),
    loginExpired: vi.fn(),
  };
  return { client: new ApiClient(keys, transport, session, { progressTransport }), plain, watched };
}

describe('upload progress', () => {
  it('an upload asking for its progress goes through the progress transport, signed like any call', async () => {
    const { client, plain, watched } = setup();
    const seen: number[] = [];
    const formData = new FormData();
    formData.append('file', new Blob([new Uint8Array(8)]), 'a.png');
    expect(await client.call(api.uploadImg, undefined, { formData, onUploadProgress: (f) => seen.push(f) })).toMatchObject({ path: 'uploads/2026/11/a.webp' });
    expect(seen).toEqual([0.5, 1]);
    expect([plain.length, watched.length]).toEqual([0, 1]);
    const request = watched[0]!;
    expect(request.body).toBe(formData);
    const apiKey = parseApiKey(request.headers['x-api-key']!);
    expect(apiKey).not.toBeNull();
    expect(request.headers.authorization).toContain('tok_0123456789abcdefghij');
  });

  it('every other call keeps the ordinary transport', async () => {
    const { client, plain, watched } = setup();
    const formData = new FormData();
    formData.append('file', new Blob([new Uint8Array(8)]), 'a.png');
    await client.call(api.uploadImg, undefined, { formData });
    await client.call(api.userInfo, {}, { onUploadProgress: () => {} });
    expect([plain.length, watched.length]).toEqual([2, 0]);
  });
});
