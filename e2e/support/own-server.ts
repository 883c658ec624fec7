/**
 * A server of a test file's own, for the files that run the operator's command (`npm run ops`): its own data
 * folder and port, the production build, the embedded database. PGlite allows one process per data folder, so a
 * command runs while the server is stopped and the server starts again after it, as docs/operations.md says.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { builtCommand } from '../../apps/server/scripts/build.ts';
import { launchBrowser } from './browser.ts';
import { E2E_ENV } from './e2e-env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
// A fresh server migrates and seeds its database first: on a loaded 2-core machine that has taken over 90 s.
const START_DEADLINE_MS = 150_000;
/**
 * What a file's `beforeAll` allows for its own server on a loaded machine: the data template made by a fresh start
 * (or waiting for another file making it), this server's start, each within START_DEADLINE_MS, and the browser's.
 * The helpers' own deadlines then fail first, with a message that says which step was slow.
 */
export const OWN_SERVER_START_MS = 2 * START_DEADLINE_MS + 60_000;
/** What a test allows on top of its own steps for each stop and restart of its server around operator commands. */
export const OWN_SERVER_RESTART_MS = START_DEADLINE_MS + 30_000;

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One operator command (the server stopped meanwhile); answers what it printed. */
  ops(...args: string[]): Promise<string>;
  /** Several commands in one stop of the server; answers what each printed. */
  opsMany(commands: string[][]): Promise<string[]>;
  /** A command while the server is not running (before the first start); answers what it printed. */
  opsNow(...args: string[]): Promise<string>;
  /** Stops the server and removes its data folder. */
  close(): Promise<void>;
}

/** A port nothing listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the server with `env` (its DATA_DIR among them) on `port`; answers the process once it answers /healthz. */
export async function runServer(env: NodeJS.ProcessEnv, port: number, seedVideos: number): Promise<ChildProcess> {
  const [command, args] = builtCommand('server');
  const started = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_VIDEOS: String(seedVideos),
      WEB_MODE: 'production',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return started;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      started.kill('SIGKILL');
      throw new Error(`the server did not start within ${START_DEADLINE_MS / 1000} s`);
    }
    // Polled: the server says nothing when it is ready but answers /healthz.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops the server as an operator would (SIGTERM), killing it if it has not exited within 10 s. */
export async function stopServer(running: ChildProcess) {
  if (running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** What every server under test is given: the test keys, its data folder, the embedded database, no Redis. */
export const baseEnv = (dataDir: string, more: Record<string, string> = {}) => ({ ...process.env, ...E2E_ENV, ...more, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' });

let ownRunDir: string | undefined;

/**
 * A data folder as a fresh server leaves it (migrated, demo pictures made, `seedVideos` demo videos), made once per
 * run by a real server start and stopped cleanly; each file's server starts from a copy instead of migrating and
 * seeding again. Two files asking at once: the first makes it (holding a lock folder), the other waits for it.
 */
async function freshDataTemplate(seedVideos: number): Promise<string> {
  let runDir: string | undefined;
  try {
    runDir = inject('e2eRunDir');
  } catch {
    // outside a Vitest run: a folder of this process
  }
  runDir ??= ownRunDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-run-'));
  const target = path.join(runDir, `data-${seedVideos}`);
  const lock = `${target}.lock`;
  let mine = false;
  try {
    fs.mkdirSync(lock);
    mine = true;
  } catch {
    // another file is making it
  }
  if (mine && !fs.existsSync(target)) {
    const tmp = `${target}.${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp);
    try {
      await stopServer(await runServer(baseEnv(tmp), await freePort(), seedVideos));
      fs.renameSync(tmp, target);
    } catch (error) {
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.rmSync(lock, { recursive: true, force: true });
      throw error;
    }
  }
  const deadline = Date.now() + START_DEADLINE_MS;
  while (!fs.existsSync(target)) {
    if (!fs.existsSync(lock)) return freshDataTemplate(seedVideos);
    if (Date.now() > deadline) throw new Error(`no data template for ${seedVideos} videos within ${START_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return target;
}

/**
 * Makes the server's folder and port; `start()` runs it. `seedVideos`: the demo catalogue's size (0 by default);
 * `env`: more variables for the server and the operator's commands alike (the S3_* of a bucket, say: such a server
 * starts from an empty folder, its media going to the bucket from the first start).
 */
export async function ownServer(name: string, options: { seedVideos?: number; env?: Record<string, string> } = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `md-e2e-${name}-`));
  if (!options.env) fs.cpSync(await freshDataTemplate(options.seedVideos ?? 0), dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = () => baseEnv(dataDir, options.env);
  let server: ChildProcess | null = null;
  // A start under way: a stop waits for it, so a file whose setup timed out still ends the server it started.
  let starting: Promise<void> | null = null;

  async function start() {
    const run = (async () => {
      server = await runServer(env(), port, options.seedVideos ?? 0);
    })();
    starting = run;
    try {
      await run;
    } finally {
      if (starting === run) starting = null;
    }
  }

  async function stop() {
    await starting?.catch(() => undefined);
    const running = server;
    server = null;
    if (running) await stopServer(running);
  }

  const opsNow = async (...args: string[]) => (await run(...builtCommand('ops', ...args), { cwd: ROOT, env: env() })).stdout;

  async function opsMany(commands: string[][]) {
    await stop();
    try {
      const outputs: string[] = [];
      for (const args of commands) outputs.push(await opsNow(...args));
      return outputs;
    } finally {
      await start();
    }
  }

  return {
    baseUrl,
    dataDir,
    start,
    stop,
    ops: async (...args) => (await opsMany([args]))[0],
    opsMany,
    opsNow,
    close: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a file with a server of its own uses in its tests, once its `beforeAll` has run. */
export interface OwnServerFile {
  readonly server: OwnServer;
  readonly browser: Browser;
  readonly baseUrl: string;
}

/**
 * Registers a file's setup and teardown: its own server (`ownServer`), started, and a browser; both end after the
 * file, and the data folder goes. `env` is read when the setup runs (a bucket's variables, known once the bucket
 * has started in an earlier `beforeAll`); `beforeStart` runs on the stopped server before its first start (an
 * operator's command that must come first).
 */
export function ownServerFile(
  name: string,
  options: { seedVideos?: number; env?: () => Record<string, string>; beforeStart?: (server: OwnServer) => Promise<void> } = {},
): OwnServerFile {
  let server: OwnServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await ownServer(name, { seedVideos: options.seedVideos, env: options.env?.() });
    await options.beforeStart?.(server);
    [browser] = await Promise.all([launchBrowser(), server.start()]);
  }, OWN_SERVER_START_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} of ${name} is not there: the file's setup has not run, or failed`);
    return value;
  };
  return {
    get server() {
      return ready(server, 'the server');
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    get baseUrl() {
      return ready(server, 'the server').baseUrl;
    },
  };
}
