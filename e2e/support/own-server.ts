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
import { E2E_ENV } from './e2e-env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);
// A fresh server migrates and seeds its database first: on a loaded 2-core machine that has taken over 90 s.
const START_DEADLINE_MS = 150_000;

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

/**
 * Makes the server's folder and port; `start()` runs it. `seedVideos`: the demo catalogue's size (0 by default);
 * `env`: more variables for the server and the operator's commands alike (the S3_* of a bucket, say).
 */
export async function ownServer(name: string, options: { seedVideos?: number; env?: Record<string, string> } = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `md-e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = () => ({ ...process.env, ...E2E_ENV, ...options.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' });
  let server: ChildProcess | null = null;

  async function start() {
    const started = spawn(TSX, ['apps/server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...env(),
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_VIDEOS: String(options.seedVideos ?? 0),
        WEB_MODE: 'production',
        RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_LIMIT_PER_IP: '100000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server = started;
    const deadline = Date.now() + START_DEADLINE_MS;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not start within ${START_DEADLINE_MS / 1000} s`);
      // Polled: the server says nothing when it is ready but answers /healthz.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function stop() {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  const opsNow = async (...args: string[]) => (await run(TSX, ['apps/server/scripts/ops.ts', ...args], { cwd: ROOT, env: env() })).stdout;

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
