// @vitest-environment node
import { Code, HEADER_XSRF, api, encryptPayload, parseApiKey, toBase64, verifySignature, type Endpoint, type Transport, type TransportRequest } from '@md/contract/client';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient, type SessionPort } from './client.ts';
import { ApiCallError } from './errors.ts';

const keys = { keyId: 'h5-v1', secret: 'test-secret-0123456789', dataKey: toBase64(new Uint8Array(32).fill(3)), imageKey: 'img' };

function setup(answers: Array<{ status: number; body: unknown } | 'network' | ((req: TransportRequest) => Promise<{ status: number; text: string }>)>, options: { token?: string | null } = {}) {
  const requests: TransportRequest[] = [];
  const transport: Transport = vi.fn(async (req) => {
    requests.push(req);
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next === 'network') throw new TypeError('Failed to fetch');
    if (typeof next === 'function') return next(req);
    return { status: next.status, text: typeof next.body === 'string' ? next.body : JSON.stringify(next.body) };
  });
  const session = {
    token: () => (options.token === undefined ? 'tok_0123456789abcdefghij' : options.token),
    devId: () => 'dev123456789',
    systemType: () => 'h5',
    xsrfToken: () => 'x'.repeat(43),
    notify: vi.fn<(message: string) => void>(),
    loginExpired: vi.fn<() => void>(),
    ready: undefined as SessionPort['ready'],
  } satisfies SessionPort;
  const client = new ApiClient(keys, transport, session, { retryDelayMs: 1, timeoutMs: 200 });
  return { client, session, requests, transport };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 200, tip: '', data } });

describe('answers', () => {
  it('returns plain data', async () => {
    const { client } = setup([ok({ id: 1 })]);
    expect(await client.call(api.userInfo, {})).toEqual({ id: 1 });
  });

  it('decrypts data when hash is present', async () => {
    const encrypted = await encryptPayload(keys.dataKey, { title: '夏日' });
    const { client } = setup([{ status: 200, body: { code: 200, tip: '', ...encrypted } }]);
    expect(await client.call(api.userInfo, {})).toEqual({ title: '夏日' });
  });

  it('code other than 200: toast with the tip and reject', async () => {
    const { client, session } = setup([{ status: 200, body: { code: 4101, tip: '账号或密码错误', data: null } }]);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ kind: 'business', code: 4101, tip: '账号或密码错误' });
    expect(session.notify).toHaveBeenCalledWith('账号或密码错误');
  });

  it('code other than 200 without a tip: 请求出错啦~', async () => {
    const { client, session } = setup([{ status: 200, body: { code: 4999, tip: '', data: null } }]);
    await expect(client.call(api.userInfo, {})).rejects.toBeInstanceOf(ApiCallError);
    expect(session.notify).toHaveBeenCalledWith('请求出错啦~');
  });

  it('code 7016: reject without a toast', async () => {
    const { client, session } = setup([{ status: 200, body: { code: Code.silent, tip: 'quiet', data: null } }]);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ kind: 'silent' });
    expect(session.notify).not.toHaveBeenCalled();
  });

  it('code 1000: the expired-login toast and session handling', async () => {
    const { client, session } = setup([{ status: 200, body: { code: Code.loginExpired, tip: 'x', data: null } }]);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ kind: 'expired' });
    expect(session.notify).toHaveBeenCalledWith('您的登录状态已失效');
    expect(session.loginExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, '请求错误'],
    [401, '用户没有权限。'],
    [403, '访问被禁止'],
    [404, '请求地址不存在'],
    [405, '请求方法不允许'],
    [406, '请求的格式不可得'],
    [410, '资源被永久删除'],
    [422, '验证错误'],
    [500, '服务器发生错误'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [418, '请求出错啦~'],
  ])('HTTP %d without an envelope → %s', async (status, text) => {
    const { client, session } = setup([{ status, body: '<html>oops</html>' }]);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ kind: 'http', status });
    expect(session.notify).toHaveBeenCalledWith(text);
  });

  it('HTTP error with an envelope: its tip says more than the status text', async () => {
    const { client, session } = setup([{ status: 400, body: { code: 4000, tip: '账号只能包含字母、数字和下划线', data: null } }]);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ code: 4000 });
    expect(session.notify).toHaveBeenCalledWith('账号只能包含字母、数字和下划线');
  });

  it('no response: the network text', async () => {
    const { client, session } = setup(['network']);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ kind: 'network' });
    expect(session.notify).toHaveBeenCalledWith('您的网络发生异常，无法连接服务器');
  });

  it('a request past the timeout counts as no response', async () => {
    const { client, session } = setup([(req) => new Promise((_, reject) => req.signal!.addEventListener('abort', () => reject(new Error('aborted'))))]);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ kind: 'network' });
    expect(session.notify).toHaveBeenCalledWith('您的网络发生异常，无法连接服务器');
  });

  it('silent calls reject without a toast', async () => {
    const { client, session } = setup([{ status: 200, body: { code: 4101, tip: 'no', data: null } }]);
    await expect(client.call(api.userInfo, {}, { silent: true })).rejects.toBeInstanceOf(ApiCallError);
    expect(session.notify).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read once on %d, with a fresh signature', async (status) => {
    const { client, requests } = setup([{ status, body: '' }, ok({ fine: true })]);
    expect(await client.call(api.pingConfig)).toEqual({ fine: true });
    expect(requests).toHaveLength(2);
    expect(requests[0].headers['x-api-key']).not.toBe(requests[1].headers['x-api-key']);
  });

  it('gives up after one retry', async () => {
    const { client, requests } = setup([{ status: 503, body: '' }]);
    await expect(client.call(api.pingConfig)).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
  });

  it('never retries a write', async () => {
    const { client, requests } = setup([{ status: 503, body: '' }, ok(1)]);
    await expect(client.call(api.userInfo, {})).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('does not retry other statuses', async () => {
    const { client, requests } = setup([{ status: 404, body: '' }, ok(1)]);
    await expect(client.call(api.pingConfig)).rejects.toMatchObject({ status: 404 });
    expect(requests).toHaveLength(1);
  });
});

describe('in-flight de-duplication', () => {
  it('identical requests in flight share one answer', async () => {
    const { client, requests } = setup([ok({ n: 1 })]);
    const [a, b] = await Promise.all([client.call(api.mediaList, { page: 1 }), client.call(api.mediaList, { page: 1 })]);
    expect(a).toEqual(b);
    expect(requests).toHaveLength(1);
  });

  it('different requests go separately, and a finished one is sent again', async () => {
    const { client, requests } = setup([ok({ n: 1 })]);
    await Promise.all([client.call(api.mediaList, { page: 1 }), client.call(api.mediaList, { page: 2 })]);
    await client.call(api.mediaList, { page: 1 });
    expect(requests).toHaveLength(3);
  });

  it('the same call asked in another language goes separately (its answer carries the other language)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = { status: 200, text: JSON.stringify({ code: 200, tip: '', data: { n: 1 } }) };
    const { client, session, requests } = setup([async () => (await held, answer)]);
    let locale: 'zh-CN' | 'en-US' = 'zh-CN';
    Object.assign(session, { locale: () => locale });
    const first = client.call(api.pingConfig);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    locale = 'en-US';
    const second = client.call(api.pingConfig);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    release();
    await Promise.all([first, second]);
    expect(requests.map((req) => req.headers['accept-language'])).toEqual(['zh-CN', 'en-US']);
  });
});

describe('request headers', () => {
  it('signs method, path, body and token the way the server checks', async () => {
    const { client, requests } = setup([ok(null)]);
    await client.call(api.mediaList, { page: 2 });
    const req = requests[0];
    const parts = parseApiKey(req.headers['x-api-key'])!;
    const valid = await verifySignature(keys.secret, { method: 'POST', path: '/api/app/media/list', timestamp: parts.timestamp, nonce: parts.nonce, body: req.body as string, token: 'tok_0123456789abcdefghij' }, parts.signature);
    expect(valid).toBe(true);
    expect(req.headers).toMatchObject({ serect: 'h5-v1', authorization: 'Bearer tok_0123456789abcdefghij', 'content-type': 'application/json' });
    expect(req.headers['x-user-agent']).toBe('systemType=h5;version=1.0.1+27;devId=dev123456789');
  });

  it('sends the XSRF header on writes only, and no Authorization without a token', async () => {
    const { client, requests } = setup([ok(null)], { token: null });
    await client.call(api.pingConfig);
    await client.call(api.loginGuest, { devID: 'dev123456789' });
    expect(requests[0].headers[HEADER_XSRF]).toBeUndefined();
    expect(requests[1].headers[HEADER_XSRF]).toBe('x'.repeat(43));
    expect(requests[1].headers.authorization).toBeUndefined();
  });

  it('waits for the session before calls that need a token', async () => {
    const order: string[] = [];
    const { client, session } = setup([ok(null)]);
    let release!: () => void;
    session.ready = (endpoint: Endpoint) => {
      order.push(`ready ${endpoint.access}`);
      return endpoint.access === 'user' ? new Promise<void>((r) => (release = r)) : Promise.resolve();
    };
    const pending = client.call(api.userInfo, {}).then(() => order.push('userInfo done'));
    await new Promise((r) => setTimeout(r, 5));
    expect(order).toEqual(['ready user']);
    release();
    await pending;
    expect(order).toEqual(['ready user', 'userInfo done']);
  });

  it("does not make the session's start-up wait for itself", async () => {
    const { client, session } = setup([ok(null)]);
    let asked = 0;
    session.ready = () => {
      asked++;
      return new Promise<void>(() => {});
    };
    await client.call(api.userInfo, {}, { startUp: true });
    expect(asked).toBe(0);
  });
});
