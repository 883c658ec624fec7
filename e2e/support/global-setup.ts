/**
 * Builds the web app and the server (as `npm start` does), starts the real server (embedded database, fresh data folder, small demo catalogue) on a
 * free port, and gives the tests its address. Stopped by its pid afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../apps/server/scripts/build.ts';
import { CHROMIUM_PATH } from './browser.ts';
import { baseEnv, freePort, runServer, stopServer } from './own-server.ts';

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
  await buildServer();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-'));
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-run-'));
  project.provide('e2eRunDir', runDir);
  const port = await freePort();
  const server = await runServer(baseEnv(dataDir), port, 300);
  const baseUrl = `http://127.0.0.1:${port}`;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
