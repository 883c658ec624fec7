/**
 * Makes one signed call to a running server, the way the web client does, and prints the decrypted envelope.
 *   npm run call -- /api/app/ping/config
 *   npm run call -- /api/app/login/guest '{"devID":"cli-device-0001"}'
 *   TOKEN=... npm run call -- /api/app/user/info '{}'
 * BASE_URL defaults to http://localhost:$PORT (3000); keys come from the same environment as the server.
 */
import {
  COOKIE_XSRF,
  SYSTEM_TYPE_MOBILE,
  decryptPayload,
  signedHeaders,
  type Envelope,
} from '@md/contract';
import { loadConfig } from '../src/config.ts';

const [path, body] = process.argv.slice(2);
if (!path?.startsWith('/api/app/')) {
  console.error("usage: npm run call -- /api/app/<call> ['<json body>']");
  process.exit(2);
}
const config = loadConfig();
const base = process.env.BASE_URL ?? `http://localhost:${config.port}`;
const token = process.env.TOKEN ?? null;
const devId = process.env.DEV_ID ?? 'cli-device-0001';

async function send(method: 'GET' | 'POST', url: string, text: string | null, cookie?: string) {
  const headers: Record<string, string> = await signedHeaders({
    keyId: config.sign.keyId,
    secret: config.sign.secret,
    method,
    path: url,
    body: text,
    token,
    systemType: SYSTEM_TYPE_MOBILE,
    devId,
  });
  if (text !== null) headers['content-type'] = 'application/json';
  if (cookie) Object.assign(headers, { cookie: `${COOKIE_XSRF}=${cookie}`, 'x-xsrf-token': cookie });
  return fetch(base + url, { method, headers, body: text ?? undefined });
}

let cookie: string | undefined;
if (body !== undefined) {
  const first = await send('GET', '/api/app/ping/config', null);
  cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
}
const response = await send(body === undefined ? 'GET' : 'POST', path, body ?? null, cookie);
const envelope = (await response.json()) as Envelope;
if (envelope.hash) envelope.data = await decryptPayload(config.dataKey, { data: envelope.data as string, hash: envelope.hash });
console.log(`HTTP ${response.status}`);
console.log(JSON.stringify(envelope, null, 2));
