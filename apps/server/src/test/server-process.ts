/**
 * Real server processes for the tests that need more than one (several processes sharing PostgreSQL and Redis, as
 * docs/operations.md describes for operators who outgrow one machine): a PostgreSQL database of the test's own,
 * dropped afterwards, and the built server (`apps/server/dist/server.js`, as `npm start` runs it; the project's global
 * setup builds it) started as an OS process of its own and stopped by its pid.
 * Used by the server project (domains/message/processes.test.ts, test/crash.test.ts) and by the browser tests
 * (e2e/live-processes.e2e.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { builtCommand } from '../../scripts/build.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Printed by server.ts once it listens, whatever the log level. */
const READY_LINE = 'MD video site is running at';
const STOP_GRACE_MS = 10_000;

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

export interface OwnDatabase {
  /** The database's URL, for DATABASE_URL. */
  url: string;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

/** A new, empty database with a unique name on the PostgreSQL server `serverUrl` names (TEST_DATABASE_URL). */
export async function ownPostgresDatabase(serverUrl: string, prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, and SIGKILL when it has not exited STOP_GRACE_MS later; resolves once it has exited. */
  stop(): Promise<void>;
}

/** The stop of every process started here that has not exited. */
const running = new Set<() => Promise<void>>();

/**
 * Stops every server process this module started that is still running, started or still starting: a file's
 * `afterAll` calls it, so none outlives the file whatever failed (its database and folders are removed after it).
 */
export async function stopServerProcesses() {
  await Promise.all([...running].map((stop) => stop()));
}

/**
 * Starts the server as a process of its own on a free port with `env` over this process's environment; resolves
 * once it says it is listening (it has migrated and seeded its database by then). Node runs the built file itself,
 * with no launcher between whose own child a signal might leave running.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const [command, args] = builtCommand('server');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  // Known from its spawn, not from its start: a file whose setup timed out mid-start still ends it.
  running.add(stop);
  void exited.then(() => running.delete(stop));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not say it was listening within ${timeoutMs} ms:\n${text}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it listened:\n${text}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  // What it prints later (warnings, errors) goes on being kept: a failing test shows output().
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => text, stop };
}

/** Runs the operator's command line (`npm run ops -- …`) with `env`; answers what it printed, or rejects with it. */
export function runOps(env: Record<string, string>, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(...builtCommand('ops', ...args), {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`ops ${args.join(' ')} exited with ${code}:\n${out}${err}`))));
  });
}
