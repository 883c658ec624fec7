/**
 * Makes one signed call to a running server, the way the web client does, and prints the decrypted envelope.
 *   npm run call -- /api/app/ping/config
 *   npm run call -- /api/app/login/guest '{"devID":"cli-device-0001"}'        (a new guest; keep its deviceSecret)
 *   npm run call -- /api/app/login/guest '{"devID":"cli-device-0001","deviceSecret":"<deviceSecret from above>"}'
 *   TOKEN=... npm run call -- /api/app/user/info '{}'
 * BASE_URL defaults to http://localhost:$PORT (3000); keys come from the same environment as the server.
 */
import { fetchClient } from '@md/contract';
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

const { client, ready } = fetchClient(base, { ...config.sign, dataKey: config.dataKey }, devId, token);

// A write needs the XSRF cookie, which the config call hands out.
if (body !== undefined) await ready();
const response = await client.send(body === undefined ? 'GET' : 'POST', path, body ?? null);
const { envelope, data } = await client.open(response);
console.log(`HTTP ${response.status}`);
console.log(JSON.stringify(envelope ? { ...envelope, data } : response.text, null, 2));
