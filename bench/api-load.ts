/**
 * API load: the cached catalogue calls (home feed, video detail, search) through the one pipeline, every check
 * included (rate limit, signature, nonce, XSRF, token, access; the route cache then answers with its prepared,
 * encrypted envelope), beside a bare Fastify route sent the same signed requests in the same run, on PGlite and,
 * when BENCH_DATABASE_URL is set, on PostgreSQL. Prints requests/s, p99, the server's CPU time per request and the
 * ratios to the bare route. BENCH_SECONDS shortens or lengthens each measured run.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { ROOT, SyncSigner, cpuSeconds, freePort, startServer } from './support.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Cached public reads through the one pipeline, against the bare route sent the same requests (decision 0016). */
const TARGET_RATIO = 0.4;
/** Each side is loaded this long, unmeasured, before its measured run, so neither is timed while its code warms up. */
const WARMUP_SECONDS = 2;
/** Enough for 30,000 requests/s; beyond that a request is signed when it is sent (the generator then works harder). */
const PRESIGNED = 30_000 * (SECONDS + WARMUP_SECONDS);

const CALLS = [
  { name: 'home feed (media/list)', path: '/api/app/media/list', body: { categoryId: 10782, sort: 'new', page: 1, pageSize: 20 } },
  { name: 'video detail (media/detail)', path: '/api/app/media/detail', body: { id: 1 } },
  { name: 'search (search/media)', path: '/api/app/search/media', body: { keyword: '海', sort: 'hot', page: 1, pageSize: 20 } },
];

/** What a browser sends with every call; the bare routes ignore it, the API answers cached results precompressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' };

interface Load {
  url: string;
  body?: string;
  /** One set of headers per request (signed calls need a fresh nonce each), and how to make more if they run out. */
  headers?: { presigned: Record<string, string>[]; more: () => Record<string, string> };
  /** The process serving it, whose CPU time is read around the run. */
  pid: number;
}

async function measure(load: Load) {
  let next = 0;
  const stream = load.headers;
  const run = (duration: number) =>
    autocannon({
      url: load.url,
      headers: BROWSER_HEADERS,
      connections: CONNECTIONS,
      duration,
      method: load.body ? 'POST' : 'GET',
      body: load.body,
      requests: stream
        ? [{ setupRequest: (req: Record<string, unknown>) => ((req.headers = stream.presigned[next++] ?? stream.more()), req) }]
        : undefined,
    });
  await run(WARMUP_SECONDS);
  const before = cpuSeconds(load.pid);
  const result = await run(SECONDS);
  const after = cpuSeconds(load.pid);
  if (stream && next > stream.presigned.length) console.warn(`(${load.url}: ${next - stream.presigned.length} requests signed while sending; raise PRESIGNED)`);
  const served = result.requests.total;
  const cpuMicros = before === null || after === null || served === 0 ? null : ((after - before) * 1e6) / served;
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx, cpuMicros };
}

/**
 * The bare route runs in a process of its own, as the application server does, so neither shares the load
 * generator's core. GET /bare answers {"hello":"world"}; POST on a call's own path parses the JSON body and answers
 * an envelope of the call's answer size, prepared once, so a call is set beside a route that reads the very same
 * requests (path, headers, body) and writes as many bytes, with none of the work in between.
 */
async function bareRoute() {
  const port = await freePort();
  const script = `import Fastify from 'fastify'; const app = Fastify(); const sizes = new Map(); const bodies = new Map();
app.get('/bare', async () => ({ hello: 'world' }));
app.post('/size', (req, reply) => { sizes.set(req.body.path, req.body.bytes); reply.send({ ok: true }); });
app.post('/api/app/*', (req, reply) => { const n = sizes.get(req.url) ?? 64; let body = bodies.get(n);
  if (!body) { body = '{"code":200,"tip":"","data":"' + 'x'.repeat(Math.max(0, n - 31)) + '"}'; bodies.set(n, body); }
  reply.type('application/json; charset=utf-8').send(body); });
await app.listen({ host: '127.0.0.1', port: ${port} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/bare`)).ok) break;
    } catch {
      if (i > 100) throw new Error('the bare route did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const answerSize = async (path: string, bytes: number) => {
    await fetch(`${base}/size`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, bytes }) });
  };
  return { base, pid: child.pid!, answerSize, close: () => new Promise((r) => (child.once('exit', r), child.kill())) };
}

const ratio = (a: number | null, b: number | null) => (a && b ? (a / b).toFixed(2) : '');
const micros = (m: number | null) => (m === null ? '' : m.toFixed(1));

async function runOn(label: string, env: Record<string, string>) {
  const config = loadConfig({});
  const server = await startServer(env);
  const signer = new SyncSigner(config.sign.keyId, config.sign.secret, config.dataKey);
  await signer.selfCheck();
  await signer.session(server.baseUrl);
  const bare = await bareRoute();
  const rows: Record<string, string | number>[] = [];
  const hello = await measure({ url: `${bare.base}/bare`, pid: bare.pid });
  rows.push({ database: label, call: 'bare route, GET {"hello":"world"}', 'req/s': hello.rps, 'p99 ms': hello.p99, 'CPU µs/req': micros(hello.cpuMicros), 'vs bare (req/s)': '', 'vs bare (CPU)': '', 'vs hello': '1.00', errors: hello.errors });
  for (const call of CALLS) {
    const body = JSON.stringify(call.body);
    // Warm the route's cache once (and learn the answer's size), then load it.
    const answer = await fetch(server.baseUrl + call.path, { method: 'POST', headers: { ...signer.headers('POST', call.path, body), 'accept-encoding': 'identity' }, body });
    const bytes = Buffer.byteLength(await answer.text());
    await bare.answerSize(call.path, bytes);
    // Every request carries its own nonce and signature, made before the clock starts so that the figure is the
    // server's and not the load generator's HMAC work. The bare route is sent an identical stream (its own copy,
    // so the call's nonces are fresh), so both sides cost the load generator and the HTTP parser the same.
    const more = () => ({ ...BROWSER_HEADERS, ...signer.headers('POST', call.path, body) });
    const presign = () => ({ presigned: Array.from({ length: PRESIGNED }, more), more });
    const sized = await measure({ url: bare.base + call.path, body, headers: presign(), pid: bare.pid });
    rows.push({ database: label, call: `bare route, same requests, ${bytes} B answer`, 'req/s': sized.rps, 'p99 ms': sized.p99, 'CPU µs/req': micros(sized.cpuMicros), 'vs bare (req/s)': '1.00', 'vs bare (CPU)': '1.00', 'vs hello': ratio(sized.rps, hello.rps), errors: sized.errors });
    const r = await measure({ url: server.baseUrl + call.path, body, headers: presign(), pid: server.pid });
    rows.push({
      database: label,
      call: call.name,
      'req/s': r.rps,
      'p99 ms': r.p99,
      'CPU µs/req': micros(r.cpuMicros),
      'vs bare (req/s)': ratio(r.rps, sized.rps),
      'vs bare (CPU)': ratio(sized.cpuMicros, r.cpuMicros),
      'vs hello': ratio(r.rps, hello.rps),
      errors: r.errors,
    });
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
  console.log(`\nAPI load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, signed requests with fresh nonces:`);
  console.table(rows);
  const calls = rows.filter((r) => !String(r.call).startsWith('bare'));
  const lowest = (column: string) => Math.min(...calls.map((r) => Number(r[column]) || 0)).toFixed(2);
  const worst = Number(lowest('vs bare (req/s)'));
  console.log(`lowest rate beside the bare route sent the same requests: ${worst.toFixed(2)} (target ≥ ${TARGET_RATIO}) → ${worst >= TARGET_RATIO ? 'met' : 'NOT met'}`);
  console.log(`lowest server CPU ratio (bare µs / call µs): ${lowest('vs bare (CPU)')}; lowest rate beside GET {"hello":"world"}: ${lowest('vs hello')}`);
  for (const r of calls) console.log(`server CPU per call: ${r.call} ${r['CPU µs/req']} µs`);
}
