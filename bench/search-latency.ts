/**
 * Search and list latency at a million videos on PostgreSQL (BENCH_DATABASE_URL, e.g.
 * postgres://postgres@127.0.0.1:5432/test). Seeds database md_bench_search once (about five minutes; kept for
 * later runs, BENCH_RESEED=1 to redo), then times the service queries directly, without the in-process cache:
 * one-, two-, three- and four-character terms, terms no title has, each sort, first pages and deeper ones.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { mediaList } from '../apps/server/src/domains/media/list-service.ts';
import { searchMedia } from '../apps/server/src/domains/search/service.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { MemoryKvStore } from '../apps/server/src/lib/kv-store.ts';
import { mediaTitle } from '../apps/server/src/seed/factories.ts';
import { buildServer, builtCommand } from '../apps/server/scripts/build.ts';
import { ROOT } from './support.ts';
import { ensureSearchIndex } from '../apps/server/src/seed/seed.ts';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 1_000_000);
const TARGET_P95_MS = 50;
const DB_NAME = 'md_bench_search';

async function ensureDatabase(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount! > 0;
  if (exists && process.env.BENCH_RESEED) await admin.query(`DROP DATABASE ${DB_NAME} WITH (FORCE)`);
  if (!exists || process.env.BENCH_RESEED) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  const target = url.toString();
  const check = new pg.Client({ connectionString: target });
  await check.connect();
  const count = await check.query("SELECT to_regclass('media') AS t").then(async (r) => (r.rows[0].t ? Number((await check.query('SELECT count(*) FROM media')).rows[0].count) : 0));
  await check.end();
  if (count !== VIDEOS) {
    console.log(`seeding ${VIDEOS} videos into ${DB_NAME} (one time)…`);
    await buildServer();
    execFileSync(...builtCommand('seed', '--videos', String(VIDEOS), '--reset'), {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: target, DATA_DIR: path.join(ROOT, 'data/bench') },
      stdio: 'inherit',
    });
  }
  return target;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time<T>(work: () => Promise<T>) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export async function searchLatency() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server (the database md_bench_search is created there)');
  const url = await ensureDatabase(serverUrl);
  const database = await openDatabase({ url, poolSize: 4 });
  const deps: Deps = { config: loadConfig({}), db: database.db, kv: new MemoryKvStore(), now: () => Math.floor(Date.now() / 1000) };
  // A database seeded before the current search index existed gets it (as the server does on start).
  await ensureSearchIndex(database.db, (message) => console.log(message));

  // Terms taken from real titles at random positions, plus terms no title contains.
  const terms: Record<string, string[]> = { '1 char': [], '2 chars': [], '3 chars': [], '4 chars': [], absent: ['龘', '没有', '找不到的词'] };
  for (let i = 0; i < 60; i++) {
    const title = [...mediaTitle(20261121, i * 7919)].filter((c) => c.trim() && c !== '：');
    const at = i % Math.max(1, title.length - 4);
    terms['1 char'].push(title[at]);
    terms['2 chars'].push(title.slice(at, at + 2).join(''));
    terms['3 chars'].push(title.slice(at, at + 3).join(''));
    terms['4 chars'].push(title.slice(at, at + 4).join(''));
  }
  const sorts = ['hot', 'new', 'collect'] as const;
  const rows: Record<string, string | number>[] = [];
  const all: number[] = [];
  for (const [kind, list] of Object.entries(terms)) {
    const samples: number[] = [];
    for (const [i, keyword] of list.entries()) {
      samples.push(await time(() => searchMedia(deps, { keyword, sort: sorts[i % 3], page: 1 + (i % 3), pageSize: 20 })));
    }
    all.push(...samples);
    rows.push({ query: `search, ${kind}`, runs: samples.length, 'p50 ms': percentile(samples, 50).toFixed(1), 'p95 ms': percentile(samples, 95).toFixed(1), 'max ms': Math.max(...samples).toFixed(1) });
  }
  const lists: number[] = [];
  for (let i = 0; i < 30; i++) {
    lists.push(await time(() => mediaList(deps, { sort: sorts[i % 3], page: 1 + (i % 5), pageSize: 20, tagId: i % 2 ? 1 + (i % 120) : undefined })));
  }
  rows.push({ query: 'list, by tag and sort', runs: lists.length, 'p50 ms': percentile(lists, 50).toFixed(1), 'p95 ms': percentile(lists, 95).toFixed(1), 'max ms': Math.max(...lists).toFixed(1) });
  await database.close();
  return { rows, p95: percentile(all, 95) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { rows, p95 } = await searchLatency();
  console.log(`\nSearch and list latency at ${VIDEOS.toLocaleString()} videos on PostgreSQL (service queries, no cache):`);
  console.table(rows);
  console.log(`search p95 over all terms: ${p95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms) → ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
}
