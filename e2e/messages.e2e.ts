/**
 * The message centre in real browsers at both sizes: a user's unread dot (header and tab bar) lights up without a
 * reload when another user replies to their comment, /sysMsg shows the reply tab's count, opening the tab clears it
 * and the reply leads to its video with the comment highlighted; an operator's announcement (the real CLI, run against
 * this file's own server while it is stopped, as for posts) opens its detail. Axe on the centre.
 */
import { api } from '@md/contract';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { animationsSettled, axeViolations, formatViolations } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { E2E_ENV } from './support/e2e-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

let browser: Browser;
let dataDir: string;
let port: number;
let baseUrl: string;
let server: ChildProcess | null = null;

const env = () => ({ ...process.env, ...E2E_ENV, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' });

async function startServer() {
  server = spawn(TSX, ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...env(), HOST: '127.0.0.1', PORT: String(port), SEED_VIDEOS: '4', WEB_MODE: 'production', RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LIMIT_PER_IP: '100000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = server;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-messages-'));
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // The operator's announcement, written while the server is not running yet (PGlite: one process at a time).
  const { stdout } = await run(TSX, ['apps/server/scripts/ops.ts', 'announce', '--by', 'e2e-operator', '系统维护通知', '今晚十点起维护一小时'], { cwd: ROOT, env: env() });
  expect(stdout).toContain('sent to everyone by e2e-operator');
  [browser] = await Promise.all([launchBrowser(), startServer()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expectAccessible(page: Page, where: string) {
  await animationsSettled(page);
  const violations = await axeViolations(page);
  expect(violations, `\n${formatViolations(where, violations)}\n`).toEqual([]);
}

const unreadOf = (page: Page) => page.getByTestId('header-messages').getAttribute('data-unread');

describe.each(['mobile', 'desktop'] as const)('the message centre at %s size', (viewport) => {
  it('a reply lights the dot live; the reply tab shows it, opening it clears it; an announcement opens', async () => {
    const author = await openPage(browser, baseUrl, viewport);
    const replier = await openPage(browser, baseUrl, viewport);
    await author.page.goto('/');
    await waitForSession(author.page);
    const me = await signInAsNewUser(author.page, baseUrl, `ma${viewport[0]}`);
    await replier.page.goto('/');
    await waitForSession(replier.page);
    const them = await signInAsNewUser(replier.page, baseUrl, `mr${viewport[0]}`);
    const mediaId = viewport === 'mobile' ? 1 : 2;
    const root = await me.client.call(api.commentAdd, { mediaId, content: '等你来回复' });

    await author.page.goto('/');
    await sessionStarted(author.page);
    await expect.poll(() => unreadOf(author.page)).toBe('0');
    if (viewport === 'mobile') expect(await author.page.getByTestId('tab-bar-unread').count()).toBe(0);

    // The other user replies in their own browser; the author's dot changes without a reload.
    await replier.page.goto(`/videoDetails?id=${mediaId}`);
    await sessionStarted(replier.page);
    await them.client.call(api.commentAdd, { mediaId, content: '我来回复你了', parentId: root.id });
    await expect.poll(() => unreadOf(author.page), { timeout: 2000 }).toBe('1');
    if (viewport === 'mobile') await expect.poll(() => author.page.getByTestId('tab-bar-unread').count()).toBe(1);

    // The centre: the reply tab counts it; opening the tab shows it and clears the counts.
    await author.page.getByTestId('header-messages').click();
    await author.page.waitForURL(/\/sysMsg/);
    await expect.poll(() => author.page.getByTestId('message-tab-reply').getAttribute('data-unread')).toBe('1');
    expect(await author.page.title()).toContain('消息中心');
    await author.page.getByTestId('message-tab-reply').click();
    const row = author.page.getByTestId('message-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('我来回复你了');
    await expect.poll(() => author.page.getByTestId('message-tab-reply').getAttribute('data-unread')).toBe('0');
    await expect.poll(() => unreadOf(author.page)).toBe('0');
    await expectAccessible(author.page, `message centre (${viewport})`);
    const replyId = (await me.client.call(api.messageList, { tab: 'reply' })).list[0].commentId;
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/videoDetails?id=${mediaId}&comment=${replyId}`);
    // The reply leads to its video, the reply highlighted in its thread.
    await row.getByRole('link').click();
    await author.page.waitForURL(/\/videoDetails\?id=\d+&comment=\d+/);
    await expect.poll(() => author.page.locator(`[data-comment-id="${replyId}"][data-highlighted]`).count()).toBe(1);
    await author.page.goto('/sysMsg');
    await sessionStarted(author.page);

    // The announcement tab lists the operator's announcement; it opens its detail.
    await author.page.getByTestId('message-tab-announce').click();
    await author.page.getByText('系统维护通知').first().click();
    await author.page.waitForURL(/\/noticeDetail\?id=\d+/);
    await author.page.getByTestId('notice-detail').waitFor();
    expect(await author.page.getByTestId('notice-detail').textContent()).toContain('今晚十点起维护一小时');
    await expectAccessible(author.page, `notice detail (${viewport})`);
    expect(author.errors).toEqual([]);
    await author.context.close();
    await replier.context.close();
  });
});
