/**
 * The live unread counts across real server processes (decision 0048): two OS processes of apps/server/src/server.ts
 * on one PostgreSQL database and one Redis, as operators run several stateless processes behind a load balancer.
 * A stream held by process 2 hears, within 2 s, of a reply written through process 1, and of an operator's
 * announcement sent by the command line (a third process). stream.test.ts covers two apps inside one process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, decryptPayload, fetchClient } from '@md/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDemoImages } from '../../test/templates.ts';
import { ownPostgresDatabase, runOps, startServerProcess, stopServerProcesses, type OwnDatabase, type ServerProcess } from '../../test/server-process.ts';

type Counts = z.infer<typeof api.messageStream.response>;

const KEYS = {
  API_SIGN_SECRET: 'processes-test-sign-secret-0123',
  API_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  IMAGE_XOR_KEY: 'processes-test-image-key',
};
const SIGNING = { keyId: 'h5-v1', secret: KEYS.API_SIGN_SECRET, dataKey: KEYS.API_DATA_KEY };
/** The promise: the badge changes within 2 s of the event. */
const LIVE_MS = 2000;

/** The contract's signed client over fetch to one server process, holding its own XSRF cookie and token. */
function clientOf(baseUrl: string, devId: string) {
  const { client, call, ready, setToken } = fetchClient(baseUrl, SIGNING, devId);
  return {
    call,
    /** A new registered account, made through this process; the client acts as it from then on. */
    async register(account: string) {
      const session = await call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
      setToken(session.token);
      return session;
    },
    /** Acts as a session got from another process (sessions live in the shared database). */
    signIn(sessionToken: string) {
      setToken(sessionToken);
    },
    /** Opens the live stream as the browser does (a signed POST accepting text/event-stream) and collects its counts. */
    async openStream() {
      await ready();
      const body = '{}';
      const controller = new AbortController();
      const response = await fetch(baseUrl + api.messageStream.path, {
        method: 'POST',
        body,
        signal: controller.signal,
        headers: { ...(await client.headers('POST', api.messageStream.path, body)), accept: 'text/event-stream' },
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events: Counts[] = [];
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      void (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const envelope = JSON.parse(data.slice(6)) as { data: unknown; hash?: string };
            events.push((envelope.hash ? await decryptPayload(KEYS.API_DATA_KEY, { data: envelope.data as string, hash: envelope.hash }) : envelope.data) as Counts);
          }
        }
      })();
      return { events, latest: () => events.at(-1), close: () => controller.abort() };
    },
  };
}

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseServer || !redisUrl)('message stream across two server processes (needs TEST_DATABASE_URL and TEST_REDIS_URL: a PostgreSQL and a Redis server)', () => {
  let database: OwnDatabase | undefined;
  let dataDir: string | undefined;
  const processes: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await ownPostgresDatabase(databaseServer!, 'md_procs');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-procs-'));
    await copyDemoImages(path.join(dataDir, 'media'), KEYS.IMAGE_XOR_KEY);
    env = {
      ...KEYS,
      NODE_ENV: '',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      SEED_VIDEOS: '1',
      WEB_MODE: 'off',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
      COMMENT_LIMIT_PER_MINUTE: '0',
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    processes.push(await startServerProcess(env));
    processes.push(await startServerProcess(env));
  }, 240_000);

  afterAll(async () => {
    // Both, and one whose start timed out.
    await stopServerProcesses();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a reply made through process 1 reaches the stream held by process 2 within 2 s, and so does an announcement', async () => {
    const [first, second] = processes;
    expect(first.child.pid).not.toBe(second.child.pid);
    const authorOnFirst = clientOf(first.baseUrl, 'procs-author');
    const author = await authorOnFirst.register('procs_author');
    const replier = clientOf(first.baseUrl, 'procs-replier');
    await replier.register('procs_replier');
    const root = await authorOnFirst.call(api.commentAdd, { mediaId: 1, content: 'across processes' });

    // The author's page is served by process 2, with the session made through process 1.
    const authorOnSecond = clientOf(second.baseUrl, 'procs-author');
    authorOnSecond.signIn(author.token);
    const stream = await authorOnSecond.openStream();
    await expect.poll(() => stream.events.length).toBe(1);
    expect(stream.latest()).toMatchObject({ reply: 0, total: 0 });

    await replier.call(api.commentAdd, { mediaId: 1, content: 'heard on the other process', parentId: root.id });
    await expect.poll(() => stream.latest()?.reply, { timeout: LIVE_MS }).toBe(1);

    // The operator's command line is a process of its own: its announcement to the author reaches process 2's stream.
    expect(await runOps(env, ['announce', '--to', String(author.userInfo.id), '--by', 'tester', 'Maintenance', 'Tonight at ten'])).toContain(`sent to user ${author.userInfo.id}`);
    await expect.poll(() => stream.latest()?.announce, { timeout: LIVE_MS }).toBe(1);
    expect(stream.latest()).toMatchObject({ reply: 1, announce: 1, total: 2 });
    stream.close();
  }, 60_000);
});
