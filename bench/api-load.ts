/**
 * API load: the cached catalogue calls (home feed, video detail, search) through the whole signed path
 * (signature, nonce, XSRF, envelope, encryption), beside a bare Fastify JSON route in the same run, on PGlite and,
 * when BENCH_DATABASE_URL is set, on PostgreSQL. Prints requests/s, p99 and the ratio to the bare route.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { ROOT, SyncSigner, freePort, startServer } from './support.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RATIO = 0.5;
const PRESIGNED = 60_000 * SECONDS;

const CALLS = [
  { name: 'home feed (media/list)', path: '/api/app/media/list', body: { categoryId: 10782, sort: 'new', page: 1, pageSize: 20 } },
  { name: 'video detail (media/detail)', path: '/api/app/media/detail', body: { id: 1 } },
  { name: 'search (search/media)', path: '/api/app/search/media', body: { keyword: '海', sort: 'hot', page: 1, pageSize: 20 } },
];

/** What a browser sends with every call; the bare routes ignore it, the API answers shared results precompressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' };

async function measure(url: string, setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>, body?: string) {
  const result = await autocannon({
    url,
    headers: BROWSER_HEADERS,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: body ? 'POST' : 'GET',
    body,
    requests: setupRequest ? [{ setupRequest }] : undefined,
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The bare route runs in a process of its own, as the application server does, so neither shares the load generator's core. */
async function bareRoute() {
  const port = await freePort();
  // /bare answers {"hello":"world"}; POST /sized/N parses the same JSON body as the call and answers an envelope of
  // exactly N bytes, prepared once, so a call can be set beside a route that reads and writes as much as it does.
  const script = `import Fastify from 'fastify'; const app = Fastify(); const sized = new Map();
app.get('/bare', async () => ({ hello: 'world' }));
app.post('/sized/:n', (req, reply) => { const n = Number(req.params.n); let body = sized.get(n);
  if (!body) { body = '{"code":200,"tip":"","data":"' + 'x'.repeat(Math.max(0, n - 31)) + '"}'; sized.set(n, body); }
  reply.type('application/json; charset=utf-8').send(body); });
await app.listen({ host: '127.0.0.1', port: ${port} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/bare`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (i > 100) throw new Error('the bare route did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => (child.once('exit', r), child.kill())) };
}

async function runOn(label: string, env: Record<string, string>) {
  const config = loadConfig({});
  const server = await startServer(env);
  const signer = new SyncSigner(config.sign.keyId, config.sign.secret);
  await signer.selfCheck();
  await signer.session(server.baseUrl);
  const bare = await bareRoute();
  const rows: Record<string, string | number>[] = [];
  const bareResult = await measure(bare.url);
  rows.push({ database: label, call: 'bare Fastify route, {"hello":"world"}', 'req/s': bareResult.rps, 'p99 ms': bareResult.p99, 'vs bare': '1.00', 'vs same-size bare': '', errors: bareResult.errors });
  for (const call of CALLS) {
    const body = JSON.stringify(call.body);
    // Warm the in-process cache once (and learn the answer's size), then load it.
    const answer = await fetch(server.baseUrl + call.path, { method: 'POST', headers: { ...signer.headers('POST', call.path, body), 'accept-encoding': 'identity' }, body });
    const bytes = Buffer.byteLength(await answer.text());
    const sized = await measure(`${bare.base}/sized/${bytes}`, undefined, body);
    rows.push({ database: label, call: `bare Fastify route, ${bytes} bytes`, 'req/s': sized.rps, 'p99 ms': sized.p99, 'vs bare': (sized.rps / bareResult.rps).toFixed(2), 'vs same-size bare': '1.00', errors: sized.errors });
    // Every request carries its own nonce and signature, made before the clock starts so that the figure is the
    // server's and not the load generator's HMAC work.
    const signed = Array.from({ length: PRESIGNED }, () => signer.headers('POST', call.path, body));
    let next = 0;
    const r = await measure(server.baseUrl + call.path, (req) => ({ ...req, headers: { ...BROWSER_HEADERS, ...signed[next++ % PRESIGNED] } }), body);
    if (next > PRESIGNED) throw new Error(`more than ${PRESIGNED} requests: raise PRESIGNED so no nonce is sent twice`);
    rows.push({ database: label, call: call.name, 'req/s': r.rps, 'p99 ms': r.p99, 'vs bare': (r.rps / bareResult.rps).toFixed(2), 'vs same-size bare': (r.rps / sized.rps).toFixed(2), errors: r.errors });
  }
  await bare.close();
  await server.stop();
  return rows;
}

export async function apiLoad() {
  const rows = await runOn('PGlite', { DATABASE_URL: '' });
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS md_bench_api WITH (FORCE)');
    await admin.query('CREATE DATABASE md_bench_api');
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = '/md_bench_api';
    rows.push(...(await runOn('PostgreSQL', { DATABASE_URL: url.toString() })));
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await apiLoad();
  console.log(`\nAPI load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, signed requests with fresh nonces:`);
  console.table(rows);
  const calls = rows.filter((r) => !String(r.call).startsWith('bare'));
  const worstSized = Math.min(...calls.map((r) => Number(r['vs same-size bare'])));
  const worstTiny = Math.min(...calls.map((r) => Number(r['vs bare'])));
  console.log(`lowest ratio to a bare route writing the same bytes: ${worstSized.toFixed(2)} (target ≥ ${TARGET_RATIO}) → ${worstSized >= TARGET_RATIO ? 'met' : 'NOT met'}`);
  console.log(`lowest ratio to the {"hello":"world"} route: ${worstTiny.toFixed(2)}`);
}
