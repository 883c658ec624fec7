/**
 * The picture picker on /post at both sizes: three pictures picked at once go up in one upload/images call on a
 * throttled line, each tile showing its own progress (the first on its way while the last still waits); a file the
 * server refuses says why on its own tile while the others are stored; a picture whose call fails is retried alone;
 * the order is changed (dragging on a desktop, the move buttons on a phone); the post is published with the pictures
 * in the order shown. Axe on the form with tiles in every state. With the keyboard alone, 添加图片 on every form that
 * picks pictures is reached by Tab and shows the focus ring, in sight.
 */
import { api } from '@md/contract';
import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { isFocused, outlineOf, sightOf, tabTo } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A PNG of noise: it does not compress, so its bytes take a while on a throttled line. */
const noisy = async (name: string, seed: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 200, height: 200 + seed, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 70 } } })
    .png()
    .toBuffer(),
});

const tiles = (page: Page) => page.getByTestId('picture-tile');
const states = (page: Page) => tiles(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
const statuses = (page: Page) => tiles(page).evaluateAll((items) => items.map((item) => item.querySelector('[data-testid=picture-status]')?.textContent ?? ''));
const draftImages = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('md:post-draft') ?? '{}') as { images?: string[] }).images ?? []);
/** How many file parts a multipart request carries. */
const filesIn = (request: Request) => (request.postDataBuffer()?.toString('latin1').match(/filename="/g) ?? []).length;

describe.each(['mobile', 'desktop'] as const)('the picture picker at %s size', (viewport) => {
  it('uploads three pictures with per-file progress, a refusal on its own tile, a retry of one, a new order, then publishes', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client } = await signInAsNewUser(page, baseUrl, `up${viewport[0]}`);
    await page.goto('/post?tab=publish');
    await sessionStarted(page);
    await page.getByLabel('帖子内容').fill(`three pictures from the ${viewport}`);

    // A slow line: 20 KB a second up, so three pictures of ~120 KB take many seconds and their progress is seen
    // however slowly the machine answers the test's questions; the line is made fast once it has been seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 20 * 1024 });
    const calls: Request[] = [];
    // Passed through untouched: an intercepted request carries its body to the test (a multipart upload's body is
    // not reported otherwise), so the files each call sends can be counted.
    await page.route('**/api/app/upload/images', (route) => route.continue());
    page.on('request', (request) => {
      if (request.url().endsWith('/api/app/upload/images')) calls.push(request);
    });

    const pictures = [await noisy('a.png', 0), await noisy('b.png', 1), await noisy('c.png', 2)];
    const notAnImage = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text wearing a picture name') };
    await page.locator('input[type=file]').setInputFiles([...pictures.slice(0, 2), notAnImage, pictures[2]!]);
    await expect.poll(() => tiles(page).count()).toBe(4);

    // Per-file progress: at some moment the first picture is part-way while the last still waits.
    const seen = { partial: false, laterWaiting: false };
    await expect
      .poll(async () => {
        const [now, texts] = await Promise.all([states(page), statuses(page)]);
        const percent = Number(/(\d+)%/.exec(texts[0] ?? '')?.[1] ?? -1);
        if (now[0] === 'uploading' && percent > 0 && percent < 100) seen.partial = true;
        if (seen.partial && now[3] === 'waiting') seen.laterWaiting = true;
        return seen.partial && seen.laterWaiting;
      })
      .toBe(true);
    expect(await page.getByRole('progressbar', { name: '第1张图片上传进度' }).count()).toBe(1);
    expect(await page.getByTestId('picture-announcer').textContent()).toMatch(/^正在上传4张图片，\d+%$/);
    await expectAccessible(page, `picker while uploading, ${viewport}`);
    expect(await states(page)).toContain('uploading');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // The refused file says why on its own tile; the others are stored.
    await expect.poll(() => states(page), { timeout: 30_000 }).toEqual(['done', 'done', 'failed', 'done']);
    expect(calls.map(filesIn)).toEqual([4]);
    expect(await tiles(page).nth(2).getByTestId('picture-error').textContent()).toBe('仅支持 JPG、PNG、WEBP、GIF 格式的图片');
    await page.getByRole('button', { name: '删除第3张图片' }).click();
    await expect.poll(() => draftImages(page).then((list) => list.length)).toBe(3);

    // A call that fails: its picture fails alone, and 重试 sends that picture alone.
    await page.route('**/api/app/upload/images', (route) => route.abort('connectionreset'), { times: 1 });
    await page.locator('input[type=file]').setInputFiles([await noisy('d.png', 3)]);
    await expect.poll(() => states(page)).toEqual(['done', 'done', 'done', 'failed']);
    expect(await tiles(page).nth(3).getByTestId('picture-error').textContent()).toBe('您的网络发生异常，无法连接服务器');
    await expectAccessible(page, `picker with a failed picture, ${viewport}`);
    const retried = page.waitForRequest('**/api/app/upload/images');
    await page.getByRole('button', { name: '重试第4张图片' }).click();
    expect(filesIn(await retried)).toBe(1);
    await expect.poll(() => states(page)).toEqual(['done', 'done', 'done', 'done']);
    await page.getByRole('button', { name: '删除第1张图片' }).click();
    await expect.poll(() => draftImages(page).then((list) => list.length)).toBe(3);

    // A new order: on a wide screen the last picture dragged first; on a phone, by the keyboard, the first moved
    // last: the moved picture's 后移 keeps the focus, renamed with its place (React puts the moved tile back into
    // the list, which dropped it), and at the last place it stays focused though it can move it no further.
    const before = await draftImages(page);
    let order: string[];
    if (viewport === 'desktop') {
      await tiles(page).nth(2).dragTo(tiles(page).nth(0));
      order = [before[2]!, before[0]!, before[1]!];
    } else {
      const later = (place: number) => page.getByRole('button', { name: `后移第${place}张图片` });
      await later(1).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(later(2))).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(later(3))).toBe(true);
      expect(await later(3).getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Enter');
      expect(await isFocused(later(3))).toBe(true);
      order = [before[1]!, before[2]!, before[0]!];
    }
    await expect.poll(() => draftImages(page)).toEqual(order);
    expect(await tiles(page).first().getAttribute('aria-label')).toBe('第1张图片，已上传');

    await page.getByRole('button', { name: '发布', exact: true }).last().click();
    await page.waitForURL(/\/postDetail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    expect((await client.call(api.postDetail, { id })).images).toEqual(order);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(['mobile', 'desktop'] as const)('添加图片 with the keyboard at %s size', (viewport) => {
  it('is reached by Tab on the thread, review and feedback forms, shows the focus ring and is in sight', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `kp${viewport[0]}`);
    for (const path of ['/post?kind=thread', '/reviewWrite?type=media&id=12', '/feedback']) {
      await page.goto(path);
      await sessionStarted(page);
      // The file field is unseen: its label, drawn as a button, is what a person sees.
      const field = page.getByLabel('添加图片', { exact: true });
      const label = page.locator('label').filter({ hasText: /^添加图片$/ });
      expect(await outlineOf(label), path).toBe('none');
      await tabTo(page, field);
      expect(await outlineOf(label), path).toBe('solid 2px');
      await expect.poll(() => sightOf(label), { message: path }).toBe('in sight');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
