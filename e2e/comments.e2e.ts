/**
 * Comments in a real browser at both sizes: user text stays text (an XSS corpus posted as comments runs nothing,
 * its links are only http/https and safe), a thread: reply, "共 N 条回复", support, delete one's own; and 更多评论.
 */
import { api } from '@md/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, waitForSession, recordToasts, toastShown } from './support/browser.ts';
import { isFocused, pressByKeyboard } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A 1×1 PNG. */
const DOT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Each entry sets window.__xss or opens a dialog if it ever runs. */
const CORPUS = [
  '<script>window.__xss = 1; alert(1)</script>',
  '<img src=x onerror="window.__xss = 1; alert(1)">',
  'javascript:window.__xss=1 <a href="javascript:window.__xss=1">点我</a> [link](javascript:alert(1))',
  '<svg onload="window.__xss = 1"><script>alert(1)</script></svg>',
  '"><iframe srcdoc="<script>parent.__xss=1</script>"></iframe><div onmouseover=alert(1) style="position:fixed;inset:0">',
  '\u200Fgnp.exe https://example.com/\u200F" onmouseover="window.__xss=1 @某人 #标签',
  "{{constructor.constructor('window.__xss=1')()}} ${alert(1)} <style>*{display:none}</style>",
];

describe.each(['mobile', 'desktop'] as const)('comments at %s size', (viewport) => {
  it('shows an XSS corpus as text: nothing runs, links are http(s) only with rel noopener nofollow', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto('/');
    await waitForSession(page);
    const { client } = await signInAsNewUser(page, baseUrl, `xs${viewport[0]}`);
    const id = viewport === 'mobile' ? 71 : 72;
    for (const content of CORPUS.slice(1)) await client.call(api.commentAdd, { mediaId: id, content });
    // A direction override (text that reads in another order than it is stored) is refused before anything is written.
    await expect(client.call(api.commentAdd, { mediaId: id, content: '\u202Egnp.exe https://example.com/' })).rejects.toMatchObject({ status: 400, code: 4000 });
    await page.goto(`/videoDetails?id=${id}`);
    await sessionStarted(page);
    // One more through the page's own form.
    await page.locator('.comments__form textarea').first().fill(CORPUS[0]);
    await recordToasts(page);
    await page.getByRole('button', { name: '发表' }).click();
    await toastShown(page, '评论成功');
    const list = page.getByTestId('comment-list');
    await expect.poll(() => list.locator('.comment').count()).toBe(CORPUS.length);
    // Every entry reads as typed (the right-to-left mark stays inside its comment).
    for (const content of CORPUS) {
      const texts = await list.locator('.comment__text').allTextContents();
      expect(texts, content).toContain(content);
    }
    // Move the pointer over every comment, as a reader would.
    for (const text of await list.locator('.comment__text').all()) await text.hover();
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(await list.locator('script, iframe, svg, img, style').count()).toBe(0);
    const handlers = await list.evaluate((root) => [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name)));
    expect(handlers).toEqual([]);
    const links = await list.locator('.comment__text a[href]').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, rel: a.getAttribute('rel') ?? '' })));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.href).toMatch(/^(https?:\/\/|\/searchResult\?)/);
      if (link.href.startsWith('http')) expect(link.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'nofollow']));
    }
    expect(await list.locator('.user-text__mention', { hasText: '@某人' }).count()).toBe(1);
    expect(await list.locator('.user-text__tag', { hasText: '#标签' }).getAttribute('href')).toBe(`/searchResult?keyword=${encodeURIComponent('标签')}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reply to a comment and see the thread: 共 N 条回复 opens it; support; delete one\'s own; quick replies', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const author = await signInAsNewUser(page, baseUrl, `ta${viewport[0]}`);
    const id = viewport === 'mobile' ? 73 : 74;
    const root = await author.client.call(api.commentAdd, { mediaId: id, content: `thread root ${viewport}` });
    const reader = await signInAsNewUser(page, baseUrl, `tr${viewport[0]}`);
    await page.goto(`/videoDetails?id=${id}`);
    await sessionStarted(page);
    if (viewport === 'mobile') {
      // The tab pair under the player jumps to the comments, before the recommendations.
      const tabs = page.getByRole('navigation', { name: '视频内容' });
      await tabs.getByRole('button', { name: /^评论/ }).click();
      await expect.poll(() => tabs.getByRole('button', { name: /^评论/ }).getAttribute('aria-current')).toBe('true');
      const order = await page.evaluate(() => {
        const top = (s: string) => document.querySelector(s)!.getBoundingClientRect().top;
        return top('#comments') < top('.video-page__related');
      });
      expect(order).toBe(true);
    }
    const rootItem = page.locator(`[data-comment-id="${root.id}"]`);
    await rootItem.getByRole('button', { name: '回复' }).click();
    await page.getByText(`回复 @${author.nickname}`).first().waitFor();
    // A quick reply fills the box.
    await page.getByRole('list', { name: '快捷回复' }).getByRole('button', { name: '支持一下' }).click();
    expect(await page.locator('.comments__form textarea').first().inputValue()).toBe('支持一下');
    // With a picture, uploaded on pick and shown before sending.
    await page.locator('.comment-images__input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(DOT_PNG, 'base64') });
    await page.getByRole('button', { name: '移除第 1 张图片' }).waitFor();
    await recordToasts(page);
    // Sent from the keyboard: 发表 (busy, then unavailable with the box empty) keeps the focus.
    const send = page.getByRole('button', { name: '发表' });
    await pressByKeyboard(send);
    await toastShown(page, '评论成功');
    expect(await send.isDisabled()).toBe(true);
    expect(await isFocused(send)).toBe(true);
    const thread = page.getByRole('group', { name: `${author.nickname} 的评论的回复` });
    await thread.getByText('支持一下').waitFor();
    await thread.locator('.comment', { hasText: '支持一下' }).getByRole('img', { name: '评论图片 1' }).waitFor();

    // More replies than a list shows: the thread says how many and opens on a tap.
    for (let i = 1; i <= 4; i++) await author.client.call(api.commentAdd, { mediaId: id, parentId: root.id, content: `more ${i}` });
    await page.reload();
    await sessionStarted(page);
    const all = thread.getByRole('button', { name: '共 5 条回复' });
    await all.waitFor();
    expect(await thread.locator('.comment').count()).toBe(3);
    await all.click();
    await thread.getByText('more 4').waitFor();
    expect(await thread.locator('.comment').count()).toBe(5);

    // Support the root, then take it back.
    const like = rootItem.getByRole('button', { name: /^赞/ });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toBe('赞 1');
    await expectAccessible(page, `comments, ${viewport}`);

    // Delete one's own reply: it leaves the thread. By keyboard first: the question takes the focus (on 取消), keeps
    // it, and Escape answers no, focus back on the button that asked.
    const mine = thread.locator('.comment', { hasText: '支持一下' });
    const remove = mine.getByRole('button', { name: '删除' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: '确定删除这条评论吗？' });
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('取消');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await question.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await mine.count()).toBe(1);
    await remove.click();
    await recordToasts(page);
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await toastShown(page, '评论已删除');
    await expect.poll(() => thread.locator('.comment', { hasText: '支持一下' }).count()).toBe(0);
    // Only one's own comments offer deleting.
    expect(await rootItem.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(reader.nickname).not.toBe(author.nickname);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('更多评论 from the keyboard brings the next page and keeps the focus on the button', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const id = viewport === 'mobile' ? 75 : 76;
    // One page shows 20 root comments; six writers (each within a minute's allowance) post 42: three pages.
    for (let writer = 0; writer < 6; writer++) {
      const { client } = await signInAsNewUser(page, baseUrl, `mc${viewport[0]}`);
      for (let i = 0; i < 7; i++) await client.call(api.commentAdd, { mediaId: id, content: `第 ${writer * 7 + i + 1} 条评论` });
    }
    await page.goto(`/videoDetails?id=${id}`);
    await sessionStarted(page);
    const section = page.locator('#comments');
    await section.getByRole('button', { name: '最新' }).click();
    const comments = section.getByTestId('comment-list').locator('[data-comment-id]');
    await section.getByText('第 42 条评论', { exact: true }).waitFor();
    await expect.poll(() => comments.count()).toBe(20);
    const more = section.getByRole('button', { name: '更多评论' });
    await pressByKeyboard(more);
    await section.getByText('第 3 条评论', { exact: true }).waitFor();
    expect(await comments.count()).toBe(40);
    // Busy while the page came, the button kept the focus: Enter again brings the last page.
    await expect.poll(() => isFocused(more)).toBe(true);
    await expect.poll(() => more.getAttribute('aria-disabled')).toBe(null);
    await page.keyboard.press('Enter');
    await section.getByText('第 1 条评论', { exact: true }).waitFor();
    expect(await comments.count()).toBe(42);
    await expect.poll(() => more.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
