/**
 * The live unread dot across two server OS processes sharing one PostgreSQL database and one Redis, as operators run
 * several stateless processes behind a load balancer (decision 0048). Two people in two browser contexts: A's pages
 * come from process 1, B's from process 2. B's post is approved with the operator's command line (a third process,
 * while both servers run: PostgreSQL takes many); A comments under it through process 1; B's header dot changes
 * within 2 s, without a reload, on the page process 2 served. The other browser files cover one server on the
 * embedded database; domains/message/processes.test.ts covers the stream across processes without a browser.
 * Needs TEST_DATABASE_URL (a database of this file's own is made on that server, and dropped) and TEST_REDIS_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPostgresDatabase, runOps, startServerProcess, stopServerProcesses, type OwnDatabase, type ServerProcess } from '../apps/server/src/test/server-process.ts';
import { signInAsNewUser } from './support/api.ts';
import { launchBrowser, openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { E2E_ENV } from './support/e2e-env.ts';

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** The promise: the dot changes within 2 s of the comment. */
const LIVE_MS = 2000;

const unreadOf = (page: Page) => page.getByTestId('header-messages').getAttribute('data-unread');

describe.skipIf(!databaseServer || !redisUrl)('the live unread dot across two server processes (needs TEST_DATABASE_URL and TEST_REDIS_URL: a PostgreSQL and a Redis server)', () => {
  let database: OwnDatabase | undefined;
  let dataDir: string | undefined;
  const processes: ServerProcess[] = [];
  let browser: Browser | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await ownPostgresDatabase(databaseServer!, 'md_e2e_live');
    // Shared by both, as a media folder or object store would be.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-live-'));
    env = {
      ...E2E_ENV,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      SEED_VIDEOS: '0',
      WEB_MODE: 'production',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    processes.push(await startServerProcess(env));
    [browser] = await Promise.all([launchBrowser(), startServerProcess(env).then((second) => processes.push(second))]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    // Both, and one whose start timed out.
    await stopServerProcesses();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("a comment made through process 1 changes the author's dot on process 2 within 2 s, without a reload", async () => {
    const [first, second] = processes;
    expect(first.child.pid).not.toBe(second.child.pid);

    // B, the author, on process 2: a post, approved by the operator's command.
    const b = await openPage(browser!, second.baseUrl, 'mobile');
    await b.page.goto('/');
    await waitForSession(b.page);
    const author = await signInAsNewUser(b.page, second.baseUrl, 'lpb');
    const { id } = await author.client.call(api.postPublish, { text: 'A walk along the river at dusk, seen from two servers.' });
    expect(await runOps(env, ['approve', String(id), '--by', 'e2e-operator'])).toContain(`post #${id} approved by e2e-operator`);

    // B waits on the home page; the approval is already there.
    await b.page.goto('/');
    await sessionStarted(b.page);
    await expect.poll(() => unreadOf(b.page)).toBe('1');
    // A mark on the page that a reload or a navigation would wipe out.
    await b.page.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = 'still here'));

    // A, on process 1, comments under the post in their browser.
    const a = await openPage(browser!, first.baseUrl, 'mobile');
    await a.page.goto('/');
    await waitForSession(a.page);
    await signInAsNewUser(a.page, first.baseUrl, 'lpa');
    await a.page.goto(`/postDetail?id=${id}`);
    await sessionStarted(a.page);
    const comment = 'Seen from the other server';
    const section = a.page.getByTestId('post-comments');
    await section.getByLabel('写评论').fill(comment);
    await section.getByRole('button', { name: '发表' }).click();
    await section.locator('.comment', { hasText: comment }).waitFor();

    // Within two seconds, on the page process 2 served, without a reload (the live stream, through Redis).
    await expect.poll(() => unreadOf(b.page), { timeout: LIVE_MS }).toBe('2');
    expect(await b.page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('still here');
    expect(new URL(b.page.url()).origin).toBe(second.baseUrl);
    expect(new URL(a.page.url()).origin).toBe(first.baseUrl);
    expect((await author.client.call(api.messageHasNew, {})).comment).toBe(1);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 120_000);
});
