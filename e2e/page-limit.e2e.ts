/**
 * Pages count against the per-address limit, through the real web host: a server of its own with a low
 * RATE_LIMIT_PER_MINUTE (the shared one allows many), on the builds the global setup made.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtCommand } from '../apps/server/scripts/build.ts';
import { E2E_ENV } from './support/e2e-env.ts';
import { freePort } from './support/own-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIMIT = 4;
let server: ChildProcess;
let baseUrl = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-limit-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const [command, args] = builtCommand('server');
  server = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...E2E_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_VIDEOS: '0',
      LOG_LEVEL: 'warn',
      WEB_MODE: 'production',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Until it answers: the start (migrations, an empty seed) can take a while on a loaded machine.
  await vi.waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
      expect((await fetch(`${baseUrl}/healthz`)).ok).toBe(true);
    },
    { timeout: 170_000, interval: 250 },
  );
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('pages and the per-address limit, through the web host', () => {
  it('serves LIMIT pages (each rendered with several API calls, counted once), then a 429 page with Retry-After', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const served = await fetch(`${baseUrl}/`);
      expect(served.status, `page ${i + 1}`).toBe(200);
      expect(await served.text()).toContain('<html');
    }
    const refused = await fetch(`${baseUrl}/tagList`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await refused.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(`请${seconds}秒后刷新页面`);
    // The API refuses the same address too: one count.
    const api = await fetch(`${baseUrl}/api/app/ping/config`);
    expect(api.status).toBe(429);
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
