/**
 * Soak: a mixed load of browsing, search, collects and comments at a fixed rate, through the contract's signed
 * client, against a server it starts (PGlite in a fresh data folder), for N minutes.
 * Prints the errors (target 0), p50/p99 per kind of call, and the server's resident memory at the start and the
 * end (target: flat within 10 % once warm). Not part of CI nor of run-all: `npm run bench:soak -- --minutes 10`.
 *
 *   --minutes N   how long the load runs (default 10)
 *   --rate N      calls started per second, whatever the answers' speed (default 20)
 *   --users N     signed-up users sharing the load (default 8)
 *   --videos N    size of the seeded catalogue (default 2000)
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ContentType, api, fetchClient, type SignedClient } from '@md/contract';
import { startServer } from './support.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '20' },
    users: { type: 'string', default: '8' },
    videos: { type: 'string', default: '2000' },
  },
});
const MINUTES = Number(values.minutes);
const RATE = Number(values.rate);
const USERS = Number(values.users);
const VIDEOS = Number(values.videos);
for (const [name, n] of Object.entries({ minutes: MINUTES, rate: RATE, users: USERS, videos: VIDEOS })) {
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
}
/** Memory is compared from the end of the warm-up (the first tenth of the run, at most a minute) to the end. */
const WARMUP_MS = Math.min(60_000, (MINUTES * 60_000) / 10);
/** Calls still unanswered beyond this are a failure of the server to keep up, counted as errors. */
const MAX_IN_FLIGHT = Math.max(50, RATE * 10);
const SAMPLE_MS = 10_000;

const KEYS = { keyId: 'h5-v1', secret: 'soak-sign-secret-0123456789', dataKey: Buffer.alloc(32, 3).toString('base64') };

function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

type Client = SignedClient;

// Deterministic choices, so two runs load the server alike.
let state = 20261123;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const videoId = () => 1 + Math.floor(random() * VIDEOS);

interface Kind {
  name: string;
  weight: number;
  run: (client: Client, user: { collected: Set<number> }) => Promise<unknown>;
}

function kinds(keywords: string[]): Kind[] {
  return [
    { name: 'browse: media/list', weight: 20, run: (c) => c.call(api.mediaList, { sort: pick(['new', 'hot'] as const), page: 1 + Math.floor(random() * 5), pageSize: 20 }) },
    { name: 'browse: media/detail', weight: 15, run: (c) => c.call(api.mediaDetail, { id: videoId() }) },
    { name: 'browse: media/home', weight: 5, run: (c) => c.call(api.mediaHome, {}) },
    { name: 'browse: comment/list', weight: 10, run: (c) => c.call(api.commentList, { mediaId: videoId(), pageSize: 20 }) },
    { name: 'search: search/suggest', weight: 10, run: (c) => c.call(api.searchSuggest, { keyword: pick(keywords) }) },
    { name: 'search: search/media', weight: 15, run: (c) => c.call(api.searchMedia, { keyword: pick(keywords), pageSize: 20 }) },
    {
      name: 'collect: add/del',
      weight: 15,
      run: async (c, user) => {
        const id = videoId();
        if (user.collected.has(id)) {
          await c.call(api.collectDel, { contentType: ContentType.media, id });
          user.collected.delete(id);
        } else {
          await c.call(api.collectAdd, { contentType: ContentType.media, id });
          user.collected.add(id);
        }
      },
    },
    { name: 'comment: comment/add', weight: 10, run: (c) => c.call(api.commentAdd, { mediaId: videoId(), content: `soak ${pick(keywords)} ${Math.floor(random() * 1e6)}` }) },
  ];
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

async function main() {
  console.log(`soak: starting a server with ${VIDEOS} videos…`);
  const server = await startServer({
    SEED_VIDEOS: String(VIDEOS),
    API_SIGN_SECRET: KEYS.secret,
    API_DATA_KEY: KEYS.dataKey,
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000',
  });
  try {
    const rssStart = rssMb(server.pid);
    const users: { client: Client; collected: Set<number> }[] = [];
    for (let i = 0; i < USERS; i++) {
      const { client, setToken } = fetchClient(server.baseUrl, KEYS, `soak-device-${String(i).padStart(4, '0')}`);
      await client.call(api.pingConfig);
      const account = `soak_${Date.now().toString(36)}_${i}`;
      setToken((await client.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' })).token);
      users.push({ client, collected: new Set() });
    }
    const titles = (await users[0].client.call(api.mediaList, { pageSize: 50 })).list.map((m) => m.title);
    const hot = (await users[0].client.call(api.hotsearchList, {})).map((w) => w.keyword);
    const keywords = [...hot, ...titles.map((t) => t.slice(0, 2)), ...titles.map((t) => t.slice(2, 3))].filter((k) => k.trim());
    const mix = kinds(keywords);
    const totalWeight = mix.reduce((sum, k) => sum + k.weight, 0);
    const chooseKind = () => {
      let r = random() * totalWeight;
      for (const k of mix) if ((r -= k.weight) < 0) return k;
      return mix[mix.length - 1];
    };

    const latencies = new Map<string, number[]>(mix.map((k) => [k.name, []]));
    const errors = new Map<string, number>();
    let errorCount = 0;
    let started = 0;
    let inFlight = 0;
    const addError = (what: string) => {
      errorCount++;
      errors.set(what, (errors.get(what) ?? 0) + 1);
    };
    const samples: { at: number; rss: number }[] = [];
    let rssWarm = NaN;

    console.log(`soak: ${MINUTES} min at ${RATE} calls/s from ${USERS} users; server RSS at start ${rssStart.toFixed(1)} MB`);
    const begin = performance.now();
    const end = begin + MINUTES * 60_000;
    const interval = 1000 / RATE;
    const pending = new Set<Promise<void>>();
    let nextSample = begin + SAMPLE_MS;
    // Open loop: call n starts at begin + n × interval, whether or not earlier calls have been answered.
    for (let n = 0; ; n++) {
      const due = begin + n * interval;
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const now = performance.now();
      if (now >= nextSample) {
        samples.push({ at: (now - begin) / 1000, rss: rssMb(server.pid) });
        nextSample += SAMPLE_MS;
      }
      if (Number.isNaN(rssWarm) && now - begin >= WARMUP_MS) rssWarm = rssMb(server.pid);
      started++;
      if (inFlight >= MAX_IN_FLIGHT) {
        addError('not started: too many calls unanswered');
        continue;
      }
      const kind = chooseKind();
      const user = pick(users);
      inFlight++;
      const t0 = performance.now();
      const call = kind
        .run(user.client, user)
        .then(
          () => {
            latencies.get(kind.name)!.push(performance.now() - t0);
          },
          (error: unknown) => addError(`${kind.name}: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          inFlight--;
          pending.delete(call);
        });
      pending.add(call);
    }
    await Promise.all(pending);
    const seconds = (performance.now() - begin) / 1000;
    const rssEnd = rssMb(server.pid);

    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    console.log(`\nsoak: ${started} calls in ${seconds.toFixed(0)} s (${(started / seconds).toFixed(1)}/s), ${errorCount} errors (target 0)`);
    for (const [what, n] of errors) console.log(`  error ×${n}: ${what}`);
    console.log('\n| calls | n | p50 ms | p99 ms |\n|---|---|---|---|');
    for (const [name, list] of latencies) {
      list.sort((a, b) => a - b);
      console.log(`| ${name} | ${list.length} | ${percentile(list, 50).toFixed(1)} | ${percentile(list, 99).toFixed(1)} |`);
    }
    console.log(`| all | ${all.length} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} |`);
    const drift = ((rssEnd - rssWarm) / rssWarm) * 100;
    console.log(
      `\nserver RSS: ${rssStart.toFixed(1)} MB at start, ${rssWarm.toFixed(1)} MB after the ${(WARMUP_MS / 1000).toFixed(0)} s warm-up, ` +
        `${rssEnd.toFixed(1)} MB at the end: ${drift >= 0 ? '+' : ''}${drift.toFixed(1)} % since warm (target within ±10 %)`,
    );
    console.log(`RSS every ${SAMPLE_MS / 1000} s (MB): ${samples.map((s) => s.rss.toFixed(0)).join(' ')}`);
    process.exitCode = errorCount === 0 && Math.abs(drift) <= 10 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

await main();
