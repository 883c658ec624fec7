/**
 * The message centre at a million users and ten million messages on PostgreSQL (issue 14): `message/hasnew`
 * (target p95 ≤ 10 ms) and `message/list` (first page and a later page by cursor, target p95 ≤ 50 ms), timed as a
 * signed-in browser sees them: the real server (started here, DATABASE_URL set), the contract's signed client,
 * one call at a time.
 *
 * Database: md_bench_messages on BENCH_DATABASE_URL, DATABASE_URL or postgres://postgres@127.0.0.1:5432 (the
 * database part of the URL is replaced), created when missing and migrated by the server's migrations. Seeded once
 * in SQL (one transaction, about two and a half minutes on two cores) and kept: the next run only measures.
 * `--reseed` (`npm run bench:messages -w @md/bench -- --reseed`, or BENCH_RESEED=1) drops it and seeds again.
 * BENCH_USERS makes a smaller world in a database of its own (ten messages a user). BENCH_SAMPLE sets how many
 * random users are timed (300). Beside the calls: `ping/config` (the pipeline without a database) before each
 * `hasnew`, and the same reads in process on the service queries (the database's share).
 *
 * The world: accounts `msgbench-<n>` (one password, argon2 as the product stores it), messages over a year in the
 * four tabs (announce 15 %: check-in prizes, invite income, post and review decisions; comment 30 %; reply 20 %;
 * support 35 %, some grouped), recipients drawn from a heavy-tailed law (a typical user has about five messages,
 * the busiest about a hundred thousand), each user's messages read up to their last visit (8 % never opened the
 * centre), 300 announcements to everyone with each visitor's mark. Users sign in through `login/official`.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CommentContentType, MESSAGE_TABS, api, fetchClient, type SignedClient } from '@md/contract';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/domains/auth/passwords.ts';
import { messageList, unreadCounts } from '../apps/server/src/domains/message/queries.ts';
import { POST_PLACE } from '../apps/server/src/domains/message/tabs.ts';
import { mulberry32, pick } from '../apps/server/src/seed/random.ts';
import { GIVEN, SURNAMES, memberPostText, memberThreadText, reviewText } from '../apps/server/src/seed/words.ts';
import { startServer } from './support.ts';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const MESSAGES = USERS * 10;
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 300);
const NOTICES = 300;
const TARGET = { hasnew: 10, list: 50 } as const;
const ACCOUNT_PREFIX = 'msgbench-';
const PASSWORD = 'msgbench-password';
/** Another size gets a database of its own, so a quick small run never replaces the big one. */
const DB_NAME = USERS === 1_000_000 ? 'md_bench_messages' : `md_bench_messages_${USERS}`;
/** A user with at least this many messages is "busy": several pages in most tabs. */
const BUSY_MESSAGES = 200;
/** The later page timed: the fifth (or the last there is), reached by following cursors. */
const LATER_PAGE = 5;
const KEYS = {
  keyId: 'h5-v1',
  secret: 'msgscale-sign-secret-0123456789',
  dataKey: Buffer.alloc(32, 7).toString('base64'),
};

const { values: flags } = parseArgs({
  options: { reseed: { type: 'boolean', default: false } },
});
const RESEED = flags.reseed || Boolean(process.env.BENCH_RESEED);

function serverUrl() {
  return process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function databaseUrl(name: string) {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(drop: boolean) {
  await withClient(databaseUrl('postgres'), async (admin) => {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount! > 0;
    if (exists && drop) await admin.query(`DROP DATABASE ${DB_NAME} WITH (FORCE)`);
    if (!exists || drop) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  });
  // The server's own migrations make the schema.
  const database = await openDatabase({
    url: databaseUrl(DB_NAME),
    poolSize: 1,
  });
  await database.close();
}

async function seeded(url: string) {
  return withClient(url, async (client) => {
    const users = Number((await client.query(`SELECT count(*) FROM users WHERE account LIKE '${ACCOUNT_PREFIX}%'`)).rows[0].count);
    const messages = Number((await client.query('SELECT count(*) FROM messages')).rows[0].count);
    return users === USERS && messages === MESSAGES;
  });
}

/** Texts the messages keep (comment snapshots, rejection reasons) and nicknames, from the demo seed's words. */
function vocabulary() {
  const rng = mulberry32(14);
  const p = <T>(items: readonly T[]) => pick(rng, items);
  const texts = Array.from({ length: 1000 }, (_, i) => [memberPostText, memberThreadText, reviewText][i % 3](p));
  const nicknames = Array.from({ length: 1000 }, () => `${p(SURNAMES)}${p(GIVEN)}`);
  return { texts, nicknames };
}

/**
 * Fills the database in one transaction (an interrupted seed leaves it as it was). The messages table's indexes
 * and constraints are set aside during the bulk insert and made again, as the migrations define them, after it.
 */
async function seed(url: string) {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const { texts, nicknames } = vocabulary();
  await withClient(url, async (client) => {
    const step = async (label: string, text: string, params: unknown[] = []) => {
      const t = performance.now();
      const result = await client.query(text, params);
      console.log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      return result;
    };
    await client.query('BEGIN');
    await client.query("SET LOCAL maintenance_work_mem = '512MB'");
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query('SELECT setseed(0.14)');
    const base = Number((await client.query('SELECT coalesce(max(id), 0) AS base FROM users')).rows[0].base);

    await client.query('CREATE TEMP TABLE bench_words (id integer PRIMARY KEY, text text NOT NULL) ON COMMIT DROP');
    await client.query('INSERT INTO bench_words SELECT i, t FROM unnest($1::text[]) WITH ORDINALITY AS w(t, i)', [texts]);
    await client.query('CREATE TEMP TABLE bench_names (id integer PRIMARY KEY, text text NOT NULL) ON COMMIT DROP');
    await client.query('INSERT INTO bench_names SELECT i, t FROM unnest($1::text[]) WITH ORDINALITY AS w(t, i)', [nicknames]);

    // Accounts made over the year before the messages start.
    await step(
      `${USERS.toLocaleString()} users`,
      `INSERT INTO users (id, account, password_hash, nickname, created_at, updated_at)
       SELECT $1::int + g, $2 || g, $3, n.text || g, now() - interval '730 days' + random() * interval '365 days', now()
       FROM generate_series(1, $4::int) g JOIN bench_names n ON n.id = 1 + g % 1000`,
      [base, ACCOUNT_PREFIX, passwordHash, USERS],
    );
    await client.query("SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))");

    // Each user's last visit to the message centre: mostly recent, 8 % never.
    await client.query(
      `CREATE TEMP TABLE bench_seen ON COMMIT DROP AS
       SELECT g AS idx, CASE WHEN random() < 0.92 THEN now() - random() ^ 3 * interval '90 days' END AS seen_at FROM generate_series(0, $1::int - 1) g`,
      [USERS],
    );
    await client.query('ALTER TABLE bench_seen ADD PRIMARY KEY (idx)');
    await client.query('ANALYZE bench_seen');

    await step(
      `${NOTICES} announcements to everyone`,
      `INSERT INTO notices (title, text, created_by, created_at)
       SELECT left(w.text, 20), w.text, 'bench', now() - interval '365 days' + g * interval '365 days' / $1::int
       FROM generate_series(1, $1::int) g JOIN bench_words w ON w.id = 1 + (g * 7) % 1000`,
      [NOTICES],
    );
    await step(
      'announcement marks',
      `INSERT INTO message_marks (user_id, notices_read_at) SELECT $1::int + 1 + idx, seen_at FROM bench_seen WHERE seen_at IS NOT NULL`,
      [base],
    );

    // Set aside the messages table's indexes and constraints; they are made again below from their definitions.
    const indexes = (
      await client.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'messages'
         AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'messages'::regclass)`,
      )
    ).rows;
    const constraints = (
      await client.query<{ name: string; def: string; type: string }>(
        `SELECT conname AS name, pg_get_constraintdef(oid) AS def, contype AS type FROM pg_constraint
         WHERE conrelid = 'messages'::regclass AND contype IN ('p', 'f', 'u') ORDER BY contype DESC`,
      )
    ).rows;
    for (const c of constraints) await client.query(`ALTER TABLE messages DROP CONSTRAINT ${c.name}`);
    for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);

    // Recipients: a heavy tail (index k = N·u³, spread over the id range by a multiplication modulo N), tabs 15/30/20/35 %,
    // times in id order over the last year, read up to the recipient's last visit.
    await step(
      `${MESSAGES.toLocaleString()} messages`,
      `INSERT INTO messages (id, recipient_id, tab, kind, actor_id, actor_ids, content_type, item_id, comment_id, text, points, read_at, created_at)
       SELECT m.g, $1::int + 1 + m.idx, m.tab,
         CASE m.tab WHEN 1 THEN 'comment' WHEN 2 THEN 'reply' WHEN 3 THEN 'support'
           ELSE CASE WHEN m.u < 0.5 THEN 'checkinReward' WHEN m.u < 0.65 THEN 'inviteIncome' WHEN m.u < 0.8 THEN 'postApproved'
             WHEN m.u < 0.85 THEN 'postRejected' WHEN m.u < 0.95 THEN 'reviewApproved' ELSE 'reviewRejected' END END,
         CASE WHEN m.tab > 0 OR (m.u >= 0.5 AND m.u < 0.65) THEN m.actor END,
         CASE WHEN m.tab = 3 AND m.v < 0.2 THEN ARRAY[m.actor, $1::int + 1 + (m.actor * 31) % $2::int, $1::int + 1 + (m.actor * 37) % $2::int]
           WHEN m.tab > 0 OR (m.u >= 0.5 AND m.u < 0.65) THEN ARRAY[m.actor] ELSE '{}'::integer[] END,
         CASE WHEN m.tab > 0 THEN CASE WHEN m.v < 0.8 THEN $4::smallint WHEN m.v < 0.9 THEN $5::smallint ELSE $6::smallint END
           WHEN m.u >= 0.65 AND m.u < 0.85 THEN $7::smallint WHEN m.u >= 0.85 THEN $5::smallint END,
         CASE WHEN m.tab > 0 OR m.u >= 0.65 THEN 1 + (m.g * 13) % 1000000 END,
         CASE WHEN m.tab > 0 THEN 1 + (m.g * 17) % 10000000 END,
         CASE WHEN m.tab > 0 OR (m.u >= 0.8 AND m.u < 0.85) OR m.u >= 0.95 THEN w.text ELSE '' END,
         CASE WHEN m.tab = 0 AND m.u < 0.5 THEN 5 + m.g % 20 WHEN m.tab = 0 AND m.u < 0.65 THEN 100 END,
         CASE WHEN m.created_at <= s.seen_at THEN least(s.seen_at, m.created_at + m.v * interval '3 days') END,
         m.created_at
       FROM (
         SELECT g, (floor($2::int * random() ^ 3)::bigint * 7919 % $2::int)::int AS idx, r.t AS tab, random() AS u, random() AS v,
           $1::int + 1 + floor(random() * $2::int)::int AS actor, 1 + floor(random() * 1000)::int AS word,
           now() - interval '365 days' + g * (interval '365 days' / $3::int) AS created_at
         FROM generate_series(1, $3::int) g,
           LATERAL (SELECT CASE WHEN x < 0.15 THEN 0 WHEN x < 0.45 THEN 1 WHEN x < 0.65 THEN 2 ELSE 3 END AS t FROM (SELECT random() + 0 * g AS x) r0) r
         OFFSET 0
       ) m
       JOIN bench_seen s ON s.idx = m.idx
       JOIN bench_words w ON w.id = m.word`,
      [base, USERS, MESSAGES, CommentContentType.media, CommentContentType.review, CommentContentType.post, POST_PLACE],
    );
    await client.query("SELECT setval(pg_get_serial_sequence('messages', 'id'), (SELECT max(id) FROM messages))");
    for (const c of constraints.filter((c) => c.type !== 'f')) await step(`constraint ${c.name}`, `ALTER TABLE messages ADD CONSTRAINT ${c.name} ${c.def}`);
    for (const i of indexes) await step(`index ${i.name}`, i.def);
    for (const c of constraints.filter((c) => c.type === 'f')) await step(`constraint ${c.name}`, `ALTER TABLE messages ADD CONSTRAINT ${c.name} ${c.def}`);
    await step('commit', 'COMMIT');
  });
  // Fresh tables: statistics and the visibility map (index-only counts), as autovacuum would leave them.
  await withClient(url, (client) => client.query('VACUUM (ANALYZE) users, messages, message_marks, notices'));
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function ensureWorld() {
  await createDatabase(RESEED);
  const url = databaseUrl(DB_NAME);
  if (await seeded(url)) return url;
  // Anything else in it (an older shape, another size): start from an empty database.
  await createDatabase(true);
  console.log(`seeding ${USERS.toLocaleString()} users and ${MESSAGES.toLocaleString()} messages into ${DB_NAME} (one time)…`);
  await seed(url);
  return url;
}

/** A user of the benchmark's world, signed in as a browser does: its first call sets the XSRF cookie, then login/official. */
async function signInUser(baseUrl: string, devId: string, account: string): Promise<SignedClient> {
  const { client, setToken } = fetchClient(baseUrl, KEYS, devId);
  await client.call(api.pingConfig);
  setToken((await client.call(api.loginOfficial, { account, password: PASSWORD })).token);
  return client;
}
type Client = SignedClient;

/** NaN when there are no samples (a small world may have no busy users): such rows are left out. */
function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** The users timed: random ones, random busy ones (several pages in a tab) and the ten busiest. */
async function sampleUsers(url: string) {
  return withClient(url, async (client) => {
    const random = (
      await client.query<{ id: number; account: string }>(
        `SELECT id, account FROM users WHERE account LIKE '${ACCOUNT_PREFIX}%' AND id IN
           (SELECT (SELECT min(id) FROM users WHERE account LIKE '${ACCOUNT_PREFIX}%') + floor(random() * $1::int)::int FROM generate_series(1, $2::int))`,
        [USERS, SAMPLE],
      )
    ).rows;
    const counted = (
      await client.query<{ id: number; account: string; n: string }>(
        `SELECT u.id, u.account, c.n FROM (SELECT recipient_id, count(*) AS n FROM messages GROUP BY recipient_id HAVING count(*) >= $1) c
         JOIN users u ON u.id = c.recipient_id ORDER BY c.n DESC`,
        [BUSY_MESSAGES],
      )
    ).rows;
    const heaviest = counted.slice(0, 10);
    const rest = counted.slice(10);
    const rng = mulberry32(2026);
    const busy = Array.from({ length: Math.min(100, rest.length) }, () => rest.splice(Math.floor(rng() * rest.length), 1)[0]);
    const shape = (
      await client.query<{
        typical: string;
        unread: string;
        busy: string;
        max: string;
      }>(
        `SELECT (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM (SELECT count(m.id) AS n FROM users u LEFT JOIN messages m ON m.recipient_id = u.id
                  WHERE u.id = ANY($1::int[]) GROUP BY u.id) x) AS typical,
                (SELECT round(100.0 * count(*) FILTER (WHERE read_at IS NULL) / count(*), 1) FROM messages) AS unread,
                $2::int AS busy, $3::int AS max`,
        [random.map((u) => u.id), counted.length, heaviest[0] ? Number(heaviest[0].n) : 0],
      )
    ).rows[0];
    return { random, busy, heaviest, shape };
  });
}

interface Samples {
  /** ping/config just before each hasnew: the same pipeline (signature, replay window, envelope) with no database. */
  floor: number[];
  hasnew: number[];
  first: number[];
  later: number[];
}
const samples = (): Samples => ({
  floor: [],
  hasnew: [],
  first: [],
  later: [],
});

/** One user's timed calls: hasnew, the first page of every tab and, where the tab has more, a later page. */
async function timeUser(client: Client, into: Samples) {
  const [floor] = await time(() => client.call(api.pingConfig));
  into.floor.push(floor);
  const [hasnew] = await time(() => client.call(api.messageHasNew));
  into.hasnew.push(hasnew);
  for (const tab of MESSAGE_TABS) {
    const [first, page] = await time(() => client.call(api.messageList, { tab }));
    into.first.push(first);
    if (!page.nextCursor) continue;
    // Walk to the later page by cursors (untimed), then time it.
    let cursor: string = page.nextCursor;
    for (let n = 2; n < LATER_PAGE; n++) {
      const next: { nextCursor: string | null } = await client.call(api.messageList, { tab, cursor });
      if (!next.nextCursor) break;
      cursor = next.nextCursor;
    }
    const at = cursor;
    const [later] = await time(() => client.call(api.messageList, { tab, cursor: at }));
    into.later.push(later);
  }
}

/** The same reads as the service functions the routes call, in process, no server: what the database takes. */
async function timeQueries(db: Db, userId: number, into: Samples) {
  const [hasnew] = await time(() => unreadCounts(db, userId));
  into.hasnew.push(hasnew);
  for (const tab of MESSAGE_TABS) {
    const [first, page] = await time(() => messageList(db, userId, { tab, pageSize: 20 }));
    into.first.push(first);
    if (!page.nextCursor) continue;
    let cursor: string = page.nextCursor;
    for (let n = 2; n < LATER_PAGE; n++) {
      const next: { nextCursor: string | null } = await messageList(db, userId, { tab, cursor, pageSize: 20 });
      if (!next.nextCursor) break;
      cursor = next.nextCursor;
    }
    const at = cursor;
    const [later] = await time(() => messageList(db, userId, { tab, cursor: at, pageSize: 20 }));
    into.later.push(later);
  }
}

type Row = {
  call: string;
  users: string;
  runs: number;
  'p50 ms': string;
  'p95 ms': string;
  'p99 ms': string;
  'target ms': number;
  'p95/target': string;
};

function row(call: string, users: string, samples: number[], target: number): Row & { p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return {
    call,
    users,
    runs: sorted.length,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': p95.toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    'target ms': target,
    'p95/target': (p95 / target).toFixed(2),
    p95,
  };
}

export async function messageScale() {
  const url = await ensureWorld();
  const { random, busy, heaviest, shape } = await sampleUsers(url);
  const server = await startServer({
    DATABASE_URL: url,
    // A first start seeds the demo catalogue beside the messages; the calls timed here read none of it.
    SEED_VIDEOS: '100',
    API_SIGN_SECRET: KEYS.secret,
    API_DATA_KEY: KEYS.dataKey,
    LOGIN_LIMIT_PER_IP: '1000000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
  });
  const typical = samples();
  const busySamples = samples();
  const heavy = samples();
  let signedIn = { random: 0, busy: 0, heaviest: 0 };
  try {
    const signIn = async (users: { account: string }[]) => {
      const clients: Client[] = [];
      for (const [i, user] of users.entries()) {
        clients.push(await signInUser(server.baseUrl, `msgbench-device-${String(i).padStart(4, '0')}`, user.account));
      }
      return clients;
    };
    const [typicalClients, busyClients, heaviestClients] = [await signIn(random), await signIn(busy), await signIn(heaviest)];
    // Warm-up, untimed: the server's code, its connection pool and session cache as a running site has them.
    for (const client of typicalClients.slice(0, 20)) await timeUser(client, samples());
    for (const client of typicalClients) await timeUser(client, typical);
    for (const client of busyClients) await timeUser(client, busySamples);
    for (const client of heaviestClients) await timeUser(client, heavy);
    signedIn = {
      random: typicalClients.length,
      busy: busyClients.length,
      heaviest: heaviestClients.length,
    };
  } finally {
    await server.stop();
  }

  // The same users' reads in process: the database's share of each call.
  const database = await openDatabase({ url, poolSize: 4 });
  const inProcess = samples();
  try {
    for (const user of [...random, ...busy, ...heaviest]) await timeQueries(database.db, user.id, inProcess);
  } finally {
    await database.close();
  }
  const all = (pick: (s: Samples) => number[]) => [typical, busySamples, heavy].flatMap(pick);
  const rows = [
    row('ping/config (pipeline, no database)', 'random', typical.floor, TARGET.hasnew),
    row('message/hasnew', 'random', typical.hasnew, TARGET.hasnew),
    row('message/hasnew', 'busy', busySamples.hasnew, TARGET.hasnew),
    row('message/hasnew', 'ten busiest', heavy.hasnew, TARGET.hasnew),
    row('message/list page 1', 'random', typical.first, TARGET.list),
    row('message/list page 1', 'busy', busySamples.first, TARGET.list),
    row('message/list page 1', 'ten busiest', heavy.first, TARGET.list),
    row(`message/list page ≤ ${LATER_PAGE}`, 'random (tabs with more)', typical.later, TARGET.list),
    row(`message/list page ≤ ${LATER_PAGE}`, 'busy', busySamples.later, TARGET.list),
    row(`message/list page ≤ ${LATER_PAGE}`, 'ten busiest', heavy.later, TARGET.list),
    row('unreadCounts (in process)', 'all', inProcess.hasnew, TARGET.hasnew),
    row('messageList page 1 (in process)', 'all', inProcess.first, TARGET.list),
    row(`messageList page ≤ ${LATER_PAGE} (in process)`, 'all', inProcess.later, TARGET.list),
  ].filter((r) => r.runs > 0);
  const overall = {
    hasnew: row(
      'message/hasnew',
      'all',
      all((s) => s.hasnew),
      TARGET.hasnew,
    ),
    list: row(
      'message/list',
      'all',
      all((s) => [...s.first, ...s.later]),
      TARGET.list,
    ),
  };
  return { rows, overall, shape, counts: signedIn };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { rows, overall, shape, counts } = await messageScale();
  const version = await withClient(databaseUrl(DB_NAME), async (c) => (await c.query('SHOW server_version')).rows[0].server_version as string);
  console.log(
    `\nMessage centre at ${USERS.toLocaleString()} users and ${MESSAGES.toLocaleString()} messages on PostgreSQL ${version} ` +
      `(real server, signed calls one at a time; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
  );
  console.log(
    `users timed: ${counts.random} random (median ${shape.typical} messages), ${counts.busy} busy (of ${Number(shape.busy).toLocaleString()} with ≥ ${BUSY_MESSAGES} messages), ` +
      `the ten busiest (the first has ${Number(shape.max).toLocaleString()}); ${shape.unread} % of messages unread`,
  );
  console.table(rows.map(({ p95: _p95, ...r }) => r));
  for (const r of [overall.hasnew, overall.list]) {
    console.log(
      `${r.call}, every user timed: p50 ${r['p50 ms']} ms, p95 ${r['p95 ms']} ms, p99 ${r['p99 ms']} ms (target p95 ≤ ${r['target ms']} ms, ${r['p95/target']}) → ${r.p95 <= r['target ms'] ? 'met' : 'NOT met'}`,
    );
  }
}
