/**
 * Help pages in a real browser at both sizes: the FAQ (a category, a search, an answer opened, the empty state),
 * contact channels copied, a feedback sent with a picture from /mine's entry, the operator's reply from the command
 * line (the real CLI, on this file's own server while it is stopped, as docs/operations.md says for PGlite) shown in
 * the list, and /FAQ and /contactUs still whole while every API call answers 503. Axe on each page.
 */
import { api } from '@md/contract';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { openPage, sessionStarted, shownToast, waitForSession } from './support/browser.ts';
import { OWN_SERVER_RESTART_MS, ownServerFile } from './support/own-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const own = ownServerFile('help');

/** Operator commands, exactly as docs/operations.md gives them, in one stop of this file's server. */
const ops = (...commands: string[][]) => own.server.opsMany(commands);

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
    const { page, context, errors } = await openPage(own.browser, own.baseUrl, viewport, { colorScheme: viewport === 'desktop' ? 'dark' : 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: own.baseUrl });
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
    await shownToast(page, '已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@example.com');
    // The toast fades in and out over the page: checked once it has gone.
    await shownToast(page, '已复制').waitFor({ state: 'detached' });
    await expectAccessible(page, `contact, ${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends feedback with a picture from /mine; the operator replies from the command line; the reply shows', async () => {
    const { page, context, errors } = await openPage(own.browser, own.baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client } = await signInAsNewUser(page, own.baseUrl, `hf${viewport[0]}`);
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
  }, 120_000 + OWN_SERVER_RESTART_MS);

  it('feedback types that fail to load say so and are asked again; then the form works', async () => {
    const { page, context } = await openPage(own.browser, own.baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, own.baseUrl, `ht${viewport[0]}`);
    let failing = true;
    await page.route('**/api/app/feedback/category', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"tip":"down"}' }) : route.continue(),
    );
    await page.goto('/feedback');
    const types = page.getByRole('group', { name: '反馈类型' });
    await types.getByText('反馈类型加载失败').waitFor();
    // No grey chips left standing for types that are not coming.
    expect(await types.locator('.help__radio--placeholder').count()).toBe(0);
    failing = false;
    await types.getByRole('button', { name: '重新加载' }).click();
    await types.getByRole('radio', { name: '播放问题' }).check();
    expect(await types.getByText('反馈类型加载失败').count()).toBe(0);
    await context.close();
  });

  it('/FAQ and /contactUs are whole while the API answers 503', async () => {
    const { page, context } = await openPage(own.browser, own.baseUrl, viewport);
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
