/**
 * API load: the cached catalogue calls (home feed, video detail, search) through the whole signed path
 * (signature, nonce, XSRF, envelope, encryption), beside a bare Fastify JSON route in the same run, on PGlite and,
 * when BENCH_DATABASE_URL is set, on PostgreSQL. Prints requests/s, p99 and the ratio to the bare route.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { SyncSigner, freePort, startServer } from './support.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RATIO = 0.5;

const CALLS = [
  { name: 'home feed (media/list)', path: '/api/app/media/list', body: { categoryId: 10782, sort: 'new', page: 1, pageSize: 20 } },
  { name: 'video detail (media/detail)', path: '/api/app/media/detail', body: { id: 1 } },
  { name: 'search (search/media)', path: '/api/app/search/media', body: { keyword: '海', sort: 'hot', page: 1, pageSize: 20 } },
];

async function measure(url: string, setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>, body?: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: body ? 'POST' : 'GET',
    body,
    requests: setupRequest ? [{ setupRequest }] : undefined,
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function bareRoute() {
  const app = Fastify();
  app.get('/bare', async () => ({ hello: 'world' }));
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
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
  rows.push({ database: label, call: 'bare Fastify JSON route', 'req/s': bareResult.rps, 'p99 ms': bareResult.p99, 'vs bare': '1.00', errors: bareResult.errors });
  for (const call of CALLS) {
    const body = JSON.stringify(call.body);
    // Warm the in-process cache once, then load it.
    await fetch(server.baseUrl + call.path, { method: 'POST', headers: signer.headers('POST', call.path, body), body });
    const r = await measure(server.baseUrl + call.path, (req) => ({ ...req, headers: signer.headers('POST', call.path, body) }), body);
    rows.push({ database: label, call: call.name, 'req/s': r.rps, 'p99 ms': r.p99, 'vs bare': (r.rps / bareResult.rps).toFixed(2), errors: r.errors });
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
  const worst = Math.min(...rows.filter((r) => r['vs bare'] !== '1.00').map((r) => Number(r['vs bare'])));
  console.log(`lowest ratio to the bare route: ${worst.toFixed(2)} (target ≥ ${TARGET_RATIO}) → ${worst >= TARGET_RATIO ? 'met' : 'NOT met'}`);
}
