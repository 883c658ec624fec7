import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, api } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { INBOX_FILE } from './sms.ts';

const SECRETS = {
  NODE_ENV: 'production',
  API_SIGN_SECRET: 'a-long-production-secret',
  API_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  IMAGE_XOR_KEY: 'production-image-key',
  MEDIA_URL_SECRET: 'a-long-production-media-secret',
};

describe('SMS configuration', () => {
  it('refuses the test inbox in production, and a webhook without its address', () => {
    expect(() => loadConfig({ ...SECRETS, SMS_PROVIDER: 'inbox' })).toThrow(/SMS_PROVIDER=inbox/);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(loadConfig({ ...SECRETS, SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' }).sms.provider).toBe('webhook');
  });
});

describe('the webhook provider', () => {
  let gateway: http.Server;
  const received: { headers: http.IncomingHttpHeaders; body: Record<string, string> }[] = [];
  let h: Harness;
  let failNext = false;
  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, string> });
        res.statusCode = failNext ? 502 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    h = await createHarness({ env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/send`, SMS_WEBHOOK_TOKEN: 'gateway-token' } });
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts the number, the text in the caller language and the code, with the bearer token; nothing goes to the inbox file', async () => {
    const client = await h.visitor();
    const res = await client.call(api.loginCaptcha, { mobile: '13900002001', country: 'CN', purpose: 'login' }, { headers: { 'accept-language': 'en-US' } });
    expect(res.envelope.code).toBe(Code.ok);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.headers.authorization).toBe('Bearer gateway-token');
    expect(message.body).toMatchObject({ to: '+8613900002001', purpose: 'login', locale: 'en-US' });
    expect(message.body.text).toBe(`Your code is ${message.body.code}. It is valid for 5 minutes. Do not share it with anyone.`);
    const signIn = await client.call(api.loginPhone, { mobile: '13900002001', country: 'CN', code: message.body.code });
    expect(signIn.data.created).toBe(true);
    await expect(fs.access(`${h.config.dataDir}/${INBOX_FILE}`)).rejects.toThrow();
  });

  it('a gateway refusal answers 5000 with a clear tip, and that code never works', async () => {
    const client = await h.visitor();
    failNext = true;
    const res = await client.call(api.loginCaptcha, { mobile: '13900002002', country: 'CN', purpose: 'login' });
    failNext = false;
    expect([res.status, res.envelope.code, res.envelope.tip]).toEqual([500, Code.internal, '短信发送失败，请稍后再试']);
    const code = received.at(-1)!.body.code;
    expect((await client.call(api.loginPhone, { mobile: '13900002002', country: 'CN', code })).envelope.code).toBe(Code.smsCodeInvalid);
  });
});

describe('the inbox provider', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ env: { SMS_PROVIDER: 'inbox' } });
  });
  afterAll(() => h?.close());

  it('appends one JSON line per message to DATA_DIR/sms-inbox.jsonl', async () => {
    const client = await h.visitor();
    await client.call(api.loginCaptcha, { mobile: '13900002003', country: 'CN', purpose: 'login' });
    const lines = (await fs.readFile(`${h.config.dataDir}/${INBOX_FILE}`, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ to: '+8613900002003', purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
  });
});
