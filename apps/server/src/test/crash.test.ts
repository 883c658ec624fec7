/**
 * The real server process killed with SIGKILL while a writer has calls in flight, then started again on the same
 * data: every write it acknowledged is there. On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set
 * (a database of its own, dropped afterwards). (An interrupted first seed is tested in seed/seed.test.ts.)
 */
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentType, api, fetchClient } from '@md/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { ownPostgresDatabase, startServerProcess, stopServerProcesses, type ServerProcess } from './server-process.ts';
import { copyDemoImages, pgliteTemplate } from './templates.ts';

const KEYS = {
  API_SIGN_SECRET: 'crash-test-sign-secret-0123',
  API_DATA_KEY: Buffer.alloc(32, 5).toString('base64'),
  IMAGE_XOR_KEY: 'crash-test-image-key',
};
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({
    ...KEYS,
    NODE_ENV: '',
    REDIS_URL: '',
    WEB_MODE: 'off',
    RATE_LIMIT_PER_MINUTE: '100000',
    COMMENT_LIMIT_PER_MINUTE: '0',
    LOGIN_LIMIT_PER_IP: '100000',
    ...env,
  });
}

async function kill9(server: ServerProcess) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

const SIGNING = { keyId: 'h5-v1', secret: KEYS.API_SIGN_SECRET, dataKey: KEYS.API_DATA_KEY };

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
  const database = await ownPostgresDatabase(serverUrl, 'md_crash');
  cleanup.push(database.drop);
  return database.url;
}

const VIDEOS = 60;
/** Writes acknowledged before the kill; more are in flight when it comes. */
const ACKNOWLEDGED_BEFORE_KILL = 24;
const IN_FLIGHT = 4;

async function killMidWrite(env: Record<string, string>) {
  const first = await startServer(env);
  const writer = fetchClient(first.baseUrl, SIGNING, 'crash-test-writer');
  const session = await writer.call(api.loginAccountCreate, { account: 'crashwriter', password: 'secret123', confirmPassword: 'secret123' });
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
          await writer.call(api.collectAdd, { contentType: ContentType.media, id: mediaId });
          collected.push(mediaId);
        } else {
          const content = `crash-test comment ${n}`;
          await writer.call(api.commentAdd, { mediaId: 1, content });
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
    const reader = fetchClient(second.baseUrl, SIGNING, 'crash-test-writer', session.token);
    const list = await reader.call(api.collectList, { contentType: ContentType.media, pageSize: 50 });
    const present = new Set(list.media!.list.map((m) => m.id));
    expect(collected.filter((id) => !present.has(id))).toEqual([]);
    const comments = await reader.call(api.commentList, { mediaId: 1, pageSize: 50 });
    const texts = new Set(comments.list.map((c) => c.content));
    expect(commented.filter((text) => !texts.has(text))).toEqual([]);
    // The restarted server takes writes again.
    await reader.call(api.collectAdd, { contentType: ContentType.media, id: VIDEOS });
  } finally {
    await kill9(second);
  }
}

const backends: { name: string; url?: string }[] = [{ name: 'PGlite' }];
if (process.env.TEST_DATABASE_URL) backends.push({ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL });

describe.each(backends)('kill -9 on $name', ({ url }) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    // Every server this file started, whatever happened (one still starting included).
    await stopServerProcesses();
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
