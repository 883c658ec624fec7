/**
 * Builds the web app, starts the real server (embedded database, fresh data folder, small demo catalogue) on a
 * free port, and gives the tests its address. Stopped by its pid afterwards.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';
import { E2E_ENV } from './e2e-env.ts';
import { freePort } from './own-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder (the SMS test inbox lives there). */
    dataDir: string;
    /** This run's folder for what the files share (own-server.ts keeps its data templates there). */
    e2eRunDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  // Vitest runs with NODE_ENV=test; the site under test must be the production build a visitor gets.
  execFileSync(path.join(ROOT, 'node_modules/.bin/react-router'), ['build'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-'));
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-run-'));
  project.provide('e2eRunDir', runDir);
  const port = await freePort();
  const server: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...E2E_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_VIDEOS: '300',
      LOG_LEVEL: 'warn',
      WEB_MODE: 'production',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        resolve(null);
      }, 10_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
