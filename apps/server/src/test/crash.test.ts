/**
 * The real server process killed with SIGKILL while a writer has calls in flight, then started again on the same
 * data: every write it acknowledged is there. On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set
 * (a database of its own, dropped afterwards). (An interrupted first seed is tested in seed/seed.test.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_XSRF, ContentType, SYSTEM_TYPE_MOBILE, SignedClient, api, readCookie, type Transport } from '@md/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { copyDemoImages, databaseUrl, pgliteTemplate } from './templates.ts';

const KEYS = {
  API_SIGN_SECRET: 'crash-test-sign-secret-0123',
  API_DATA_KEY: Buffer.alloc(32, 5).toString('base64'),
  IMAGE_XOR_KEY: 'crash-test-image-key',
};
/** Printed by server.ts once it listens, whatever the log level. */
const READY_LINE = 'MD video site is running at';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Every server this file started and that has not exited: killed at the end whatever happened. */
const children = new Set<ChildProcess>();

interface Running {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `node --import tsx apps/server/src/server.ts`; resolves once `waitFor` appears in its output. */
async function startServer(env: Record<string, string>, waitFor = READY_LINE, timeoutMs = 90_000): Promise<Running> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child process of its own,
  // which a SIGKILL of the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...KEYS,
      NODE_ENV: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      WEB_MODE: 'off',
      RATE_LIMIT_PER_MINUTE: '100000',
      COMMENT_LIMIT_PER_MINUTE: '0',
      LOGIN_LIMIT_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no "${waitFor}" within ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes(waitFor)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before "${waitFor}":\n${text}`));
    });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => text, exited };
}

async function kill9(server: Running) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** The contract's signed client over fetch, holding its own XSRF cookie and token. */
function signedClient(baseUrl: string, token: string | null = null) {
  let cookie: string | null = null;
  let bearer = token;
  const transport: Transport = async (request) => {
    const response = await fetch(baseUrl + request.path, { method: request.method, headers: request.headers, body: request.body ?? undefined });
    cookie = readCookie(response.headers.get('set-cookie') ?? undefined, COOKIE_XSRF) ?? cookie;
    return { status: response.status, text: await response.text() };
  };
  const client = new SignedClient({ keyId: 'h5-v1', secret: KEYS.API_SIGN_SECRET, dataKey: KEYS.API_DATA_KEY }, transport, {
    token: () => bearer,
    devId: () => 'crash-test-writer',
    systemType: () => SYSTEM_TYPE_MOBILE,
    xsrfToken: () => cookie,
    extraHeaders: (): Record<string, string> => (cookie ? { cookie: `${COOKIE_XSRF}=${cookie}` } : {}),
  });
  return {
    client,
    setToken: (value: string) => {
      bearer = value;
    },
    /** The config call hands out the XSRF cookie that writes need. */
    ready: () => client.call(api.pingConfig),
  };
}

/**
 * A data folder with the run's demo pictures already in it and, for PGlite, the run's migrated and seeded
 * template database unpacked into it: the server starts without making a cluster or seeding.
 */
async function dataDir(cleanup: (() => Promise<void>)[], withPglite: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-crash-'));
  cleanup.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  await copyDemoImages(path.join(dir, 'media'), KEYS.IMAGE_XOR_KEY);
  if (withPglite) {
    const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), pgliteDump: await pgliteTemplate(VIDEOS) });
    await database.close();
  }
  return dir;
}

/** A PostgreSQL database of this test's own (when TEST_DATABASE_URL names a server), dropped at the end. */
async function ownPostgres(serverUrl: string, cleanup: (() => Promise<void>)[]) {
  const name = `md_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanup.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  return databaseUrl(serverUrl, name);
}

const VIDEOS = 60;
/** Writes acknowledged before the kill; more are in flight when it comes. */
const ACKNOWLEDGED_BEFORE_KILL = 24;
const IN_FLIGHT = 4;

async function killMidWrite(env: Record<string, string>) {
  const first = await startServer(env);
  const writer = signedClient(first.baseUrl);
  await writer.ready();
  const session = await writer.client.call(api.loginAccountCreate, { account: 'crashwriter', password: 'secret123', confirmPassword: 'secret123' });
  writer.setToken(session.token);

  const collected: number[] = [];
  const commented: string[] = [];
  let next = 0;
  let killed = false;
  let failedBeforeKill: unknown = null;
  // Each lane writes until the kill: a collect of the next video, or a comment with a text of its own.
  const lane = async () => {
    while (!killed && next < VIDEOS * 2) {
      const n = next++;
      try {
        if (n % 2 === 0) {
          const mediaId = n / 2 + 1;
          await writer.client.call(api.collectAdd, { contentType: ContentType.media, id: mediaId });
          collected.push(mediaId);
        } else {
          const content = `crash-test comment ${n}`;
          await writer.client.call(api.commentAdd, { mediaId: 1, content });
          commented.push(content);
        }
      } catch (error) {
        // A call cut by the kill was never acknowledged; one refused before it is a failure of the test.
        if (!killed) failedBeforeKill = error;
        return;
      }
      if (collected.length + commented.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  await kill9(first);
  expect(failedBeforeKill).toBeNull();
  expect(first.child.signalCode).toBe('SIGKILL');
  // Nothing of the killed server answers any more (no child of it lives on).
  await expect(fetch(`${first.baseUrl}/healthz`)).rejects.toThrow();
  expect(collected.length + commented.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

  const second = await startServer(env);
  try {
    const reader = signedClient(second.baseUrl, session.token);
    await reader.ready();
    const list = await reader.client.call(api.collectList, { contentType: ContentType.media, pageSize: 50 });
    const present = new Set(list.media!.list.map((m) => m.id));
    expect(collected.filter((id) => !present.has(id))).toEqual([]);
    const comments = await reader.client.call(api.commentList, { mediaId: 1, pageSize: 50 });
    const texts = new Set(comments.list.map((c) => c.content));
    expect(commented.filter((text) => !texts.has(text))).toEqual([]);
    // The restarted server takes writes again.
    await reader.client.call(api.collectAdd, { contentType: ContentType.media, id: VIDEOS });
  } finally {
    await kill9(second);
  }
}

const backends: { name: string; url?: string }[] = [{ name: 'PGlite' }];
if (process.env.TEST_DATABASE_URL) backends.push({ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL });

describe.each(backends)('kill -9 on $name', ({ url }) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all([...children].map((child) => new Promise((resolve) => child.once('exit', resolve))));
    for (const step of cleanup.reverse()) await step();
  });

  const env = async () => ({
    DATA_DIR: await dataDir(cleanup, !url),
    DATABASE_URL: url ? await ownPostgres(url, cleanup) : '',
  });

  it('loses no acknowledged write when the server is killed with calls in flight', async () => {
    await killMidWrite({ ...(await env()), SEED_VIDEOS: String(VIDEOS) });
  }, 180_000);
});
