/**
 * Reports and moderation in a real browser at both sizes: a guest asked to sign in by 举报; a reader reports a
 * comment from the reason sheet (by keyboard: focus in the sheet, then back on the button; axe with the sheet open);
 * the operator command (the real CLI, on this file's own server while it is stopped, as docs/operations.md says for
 * PGlite) lists it in the queue and hides it; after a reload the comment is gone for the reader and marked for its author.
 * A post is reported from its detail page by keyboard alone (arrows choose the reason, Enter sends).
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
import { nodeApi, signInAsNewUser, uniqueAccount } from './support/api.ts';
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

/** The operator's command, exactly as docs/operations.md gives it, on this server's data folder (stopped meanwhile). */
async function ops(...args: string[]) {
  await stopServer();
  try {
    return (await run(TSX, ['apps/server/scripts/ops.ts', ...args], { cwd: ROOT, env: env() })).stdout;
  } finally {
    await startServer();
  }
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
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-moderation-'));
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  [browser] = await Promise.all([launchBrowser(), startServer()]);
}, 120_000);
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

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe.each(['mobile', 'desktop'] as const)('moderation at %s size', (viewport) => {
  it('report a comment from the sheet, and a post; the operator command hides the comment; after a reload it is gone', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    const mediaId = viewport === 'mobile' ? 1 : 2;
    await page.goto('/');
    await waitForSession(page);
    // The author, made through the API: the page stays a guest's for now.
    const author = nodeApi(baseUrl);
    const authorSession = await author.call(api.loginAccountCreate, { account: uniqueAccount(`ra${viewport[0]}`), password: 'secret123', confirmPassword: 'secret123' });
    author.setToken(authorSession.token);
    const reported = await author.call(api.commentAdd, { mediaId, content: `buy cheap followers ${viewport}` });
    await author.call(api.commentAdd, { mediaId, content: `a fine comment ${viewport}` });
    const post = await author.call(api.postPublish, { text: `a post to report at ${viewport} size` });
    expect(await ops('approve', String(post.id))).toContain(`post #${post.id} approved`);
    // A guest is asked to sign in first.
    await page.goto(`/videoDetails?id=${mediaId}`);
    await sessionStarted(page);
    const item = page.locator(`[data-comment-id="${reported.id}"]`);
    await item.getByRole('button', { name: '举报' }).click();
    const login = page.getByRole('dialog', { name: /登录|MD/ });
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });

    await signInAsNewUser(page, baseUrl, `rr${viewport[0]}`);
    await page.reload();
    await sessionStarted(page);
    const report = item.getByRole('button', { name: '举报' });
    await report.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: '举报' });
    await sheet.waitFor();
    // Focus moves into the sheet, on the first reason; the arrow keys choose among the reasons.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('porn');
    await sheet.getByRole('radio', { name: '广告骚扰' }).check();
    await sheet.getByRole('textbox', { name: '补充说明（选填）' }).fill('spam link');
    await expectAccessible(page, `report sheet, ${viewport}`);
    await sheet.getByRole('button', { name: '提交' }).click();
    await page.getByText('举报已提交，我们会尽快处理').waitFor();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedText(page)).toBe('举报');

    // The post's detail has the same action: by keyboard only this time (arrows choose the reason, Enter sends).
    await page.goto(`/postDetail?id=${post.id}`);
    await sessionStarted(page);
    const postReport = page.getByTestId('post-detail').getByRole('button', { name: '举报' });
    await postReport.click();
    await sheet.waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('porn');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('illegal');
    await page.keyboard.press('Enter');
    await page.getByText('举报已提交，我们会尽快处理').first().waitFor();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('report-action');

    const queue = await ops('queue');
    expect(queue).toContain(`comment:${reported.id}`);
    expect(queue).toContain('1 report(s): spam 1');
    expect(queue).toMatch(new RegExp(`post:${post.id} .* approved .*1 report\\(s\\): illegal 1`));
    expect(await ops('hide-comment', String(reported.id), 'advertising', '--by', 'e2e-operator')).toContain(`comment #${reported.id} hidden by e2e-operator`);

    await page.goto(`/videoDetails?id=${mediaId}`);
    await sessionStarted(page);
    await page.getByText(`a fine comment ${viewport}`).waitFor();
    expect(await item.count()).toBe(0);
    // Its author still sees it, marked.
    await page.evaluate((session) => {
      localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: session.token }));
      localStorage.setItem('md:user', JSON.stringify(session.userInfo));
    }, authorSession);
    await page.reload();
    await sessionStarted(page);
    await item.getByTestId('hidden-mark').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
