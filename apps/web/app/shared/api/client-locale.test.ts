import { api, toBase64, type Locale, type Transport, type TransportRequest } from '@md/contract/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../i18n/i18n.ts';
import { ApiClient, type SessionPort } from './client.ts';

const keys = { keyId: 'h5-v1', secret: 'test-secret-0123456789', dataKey: toBase64(new Uint8Array(32).fill(3)), imageKey: 'img' };

function setup(answer: { status: number; text: string } | 'network', locale?: Locale) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (req) => {
    requests.push(req);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  };
  const session: SessionPort = {
    token: () => 'tok_0123456789abcdefghij',
    devId: () => 'dev123456789',
    systemType: () => 'h5',
    xsrfToken: () => 'x'.repeat(43),
    notify: vi.fn<(message: string) => void>(),
    loginExpired: vi.fn<() => void>(),
    ...(locale ? { locale: () => locale } : {}),
  };
  return { client: new ApiClient(keys, transport, session, { retryDelayMs: 1, timeoutMs: 200 }), session, requests };
}

describe('the language of API calls', () => {
  // English is loaded on demand in the browser, before a page in it is shown.
  beforeAll(() => loadLanguage('en-US'));
  it('sends the page language as Accept-Language', async () => {
    const { client, requests } = setup({ status: 200, text: JSON.stringify({ code: 200, tip: '', data: null }) }, 'en-US');
    await client.call(api.userInfo, {});
    expect(requests[0]!.headers['accept-language']).toBe('en-US');
  });

  it('sends none without a language (server renders and Node callers keep the server default)', async () => {
    const { client, requests } = setup({ status: 200, text: JSON.stringify({ code: 200, tip: '', data: null }) });
    await client.call(api.userInfo, {});
    expect(requests[0]!.headers['accept-language']).toBeUndefined();
  });

  it('says its own failures in the page language', async () => {
    const offline = setup('network', 'en-US');
    await expect(offline.client.call(api.userInfo, {})).rejects.toMatchObject({ tip: 'Network error: cannot reach the server.' });
    const status = setup({ status: 503, text: '' }, 'en-US');
    await expect(status.client.call(api.userInfo, {})).rejects.toMatchObject({ tip: 'Service unavailable' });
    const chinese = setup({ status: 503, text: '' }, 'zh-CN');
    await expect(chinese.client.call(api.userInfo, {})).rejects.toMatchObject({ tip: '服务不可用' });
  });
});
