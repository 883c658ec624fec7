/**
 * Help pages in a real browser at both sizes: the FAQ (a category, a search, an answer opened, the empty state),
 * contact channels copied, a feedback sent with a picture from /mine's entry, the operator's reply from the command
 * line (the real CLI, on this file's own server while it is stopped, as docs/operations.md says for PGlite) shown in
 * the list, and /FAQ and /contactUs still whole while every API call answers 503. Axe on each page.
 */
import { api } from '@md/contract';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
    env: { ...env(), HOST: '127.0.0.1', PORT: String(port), SEED_VIDEOS: '0', WEB_MODE: 'production', RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LIMIT_PER_IP: '100000' },
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

/** The operator's commands, exactly as docs/operations.md gives them, on this server's data folder (stopped meanwhile). */
async function ops(...commands: string[][]) {
  await stopServer();
  try {
    const outputs: string[] = [];
    for (const args of commands) outputs.push((await run(TSX, ['apps/server/scripts/ops.ts', ...args], { cwd: ROOT, env: env() })).stdout);
    return outputs;
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
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-e2e-help-'));
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

const questions = (page: Page) => page.getByTestId('faq-list').getByRole('listitem');

describe('the pre-rendered pages', () => {
  it('the build wrote /FAQ and /contactUs as static HTML with their content (no API needed at build time)', () => {
    const built = (page: string) => fs.readFileSync(path.join(ROOT, 'apps/web/build/client', page, 'index.html'), 'utf8');
    const faq = built('FAQ');
    expect(faq).toContain('视频播放卡顿怎么办？');
    expect(faq).toContain('data-testid="faq-list"');
    expect(built('contactUs')).toContain('support@example.com');
    expect(fs.existsSync(path.join(ROOT, 'apps/web/build/client/FAQ.data'))).toBe(true);
  });
});

describe.each(['mobile', 'desktop'] as const)('help at %s size', (viewport) => {
  it('FAQ: a category, a search, an answer opened; contact copied', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport, { colorScheme: viewport === 'desktop' ? 'dark' : 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto('/FAQ');
    await sessionStarted(page);
    expect(await page.title()).toContain('常见问题');
    await expect.poll(() => questions(page).count()).toBe(15);

    await page.getByRole('button', { name: '签到', exact: true }).click();
    await expect.poll(() => questions(page).count()).toBe(2);
    await page.getByRole('searchbox', { name: '搜索常见问题' }).fill('补签');
    await expect.poll(() => questions(page).count()).toBe(1);
    const toggle = page.getByRole('button', { name: '漏签了还能补签吗？' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('暂不支持补签', { exact: false }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('暂不支持补签', { exact: false }).waitFor();
    await expectAccessible(page, `FAQ, ${viewport}`);

    await page.getByRole('button', { name: '全部', exact: true }).click();
    await page.getByRole('searchbox', { name: '搜索常见问题' }).fill('没有这样的问题');
    await page.getByText('没有找到相关问题', { exact: false }).waitFor();
    await page.getByRole('button', { name: '清除搜索' }).click();
    await expect.poll(() => questions(page).count()).toBe(15);

    await page.getByRole('link', { name: '联系我们' }).click();
    await page.waitForURL('**/contactUs');
    await page.getByTestId('contact-list').waitFor();
    expect(await page.title()).toContain('联系我们');
    await page.getByRole('button', { name: '复制客服邮箱' }).click();
    await page.getByText('已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@example.com');
    // The toast fades in and out over the page: checked once it has gone.
    await page.getByText('已复制').waitFor({ state: 'detached' });
    await expectAccessible(page, `contact, ${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends feedback with a picture from /mine; the operator replies from the command line; the reply shows', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client } = await signInAsNewUser(page, baseUrl, `hf${viewport[0]}`);
    await page.goto('/mine');
    await sessionStarted(page);
    await page.getByRole('link', { name: '意见反馈' }).click();
    await page.waitForURL('**/feedback');
    await page.getByText('您还没有提交过反馈').waitFor();

    await page.getByRole('radio', { name: '播放问题' }).check();
    const text = `e2e ${viewport}: the video stops half way`;
    await page.getByLabel('反馈内容').fill(text);
    expect(await page.getByTestId('feedback-counter').textContent()).toBe(`${text.length}/500`);
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2a7' } }).png().toBuffer();
    await page.locator('input[type=file]').setInputFiles([{ name: 'shot.png', mimeType: 'image/png', buffer: png }]);
    await expect.poll(() => page.locator('[data-testid=picture-tile][data-state=done]').count()).toBe(1);
    await page.getByLabel('联系方式（选填）').fill('e2e@example.com');
    await expectAccessible(page, `feedback form, ${viewport}`);
    await page.getByRole('button', { name: '提交反馈' }).click();
    const item = page.getByTestId('feedback-item').filter({ hasText: text });
    await item.waitFor();
    await item.getByText('等待回复').waitFor();
    expect(await item.getByRole('img').count()).toBe(1);
    expect(await page.getByLabel('反馈内容').inputValue()).toBe('');

    const [sent] = (await client.call(api.feedbackMine, {})).list;
    const id = String(sent.id);
    const [open, replied] = await ops(['feedback', '--open'], ['feedback-reply', id, '已修复，请刷新后再试', '--by', 'e2e-operator']);
    expect(open).toContain(`#${id}`);
    expect(replied).toContain(`feedback #${id} replied by e2e-operator`);

    await page.reload();
    await sessionStarted(page);
    const answered = page.getByTestId('feedback-item').filter({ hasText: text });
    await answered.getByTestId('feedback-reply').getByText('已修复，请刷新后再试').waitFor();
    await expectAccessible(page, `feedback list, ${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('/FAQ and /contactUs are whole while the API answers 503', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await context.route('**/api/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"tip":"down"}' }));
    await page.goto('/FAQ');
    await expect.poll(() => questions(page).count()).toBe(15);
    const toggle = page.getByRole('button', { name: '视频播放卡顿怎么办？' });
    // Opening an answer needs the page's code running: it is, without the API.
    await expect
      .poll(async () => {
        await toggle.click();
        return toggle.getAttribute('aria-expanded');
      })
      .toBe('true');
    await page.getByText('可以尝试切换清晰度', { exact: false }).waitFor();
    await page.goto('/contactUs');
    await page.getByTestId('contact-list').getByText('support@example.com').waitFor();
    await context.close();
  });
});
