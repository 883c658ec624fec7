/**
 * Video lists (合集) in a real browser at both sizes: a signed-in person collects two videos, puts them into a new
 * list from each video's page (加入合集, the sheet a dialog by keyboard), finds the list under /mine, reorders,
 * renames, takes one out and deletes the list (the focus kept by the moved row, then handed to its neighbour). Axe on
 * the sheet and the pages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, shownToast, waitForSession } from './support/browser.ts';
import { isFocused, pressByKeyboard } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** On a video's page: collect it, then put it into the list `name` (made on the spot when `create`). */
async function collectInto(page: Page, id: number, name: string, create: boolean) {
  await page.goto(`/videoDetails?id=${id}`);
  await sessionStarted(page);
  const actions = page.getByRole('group', { name: '操作' });
  await actions.getByRole('button', { name: /^收藏/ }).click();
  const add = actions.getByRole('button', { name: '加入合集' });
  await add.click();
  const sheet = page.getByRole('dialog', { name: '加入合集' });
  await sheet.waitFor();
  // The focus is in the sheet, on its title: not on the name field, whose phone keyboard would cover the lists.
  await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('add-to-list__title'))).toBe(true);
  if (create) {
    await sheet.getByLabel('新建合集').fill(name);
    await sheet.getByRole('button', { name: '新建并加入' }).click();
  } else {
    await sheet.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }
  await shownToast(page, `已加入「${name}」`).waitFor();
  await sheet.waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('add-to-list-action');
}

describe.each(['mobile', 'desktop'] as const)('video lists at %s size', (viewport) => {
  it('collect two videos into a new list from their pages, then reorder, rename, take one out and delete it', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `wl${viewport[0]}`);
    const [a, b] = viewport === 'mobile' ? [71, 72] : [73, 74];
    const name = `周末片单 ${viewport}`;

    // Before collecting, there is no 加入合集.
    await page.goto(`/videoDetails?id=${a}`);
    await sessionStarted(page);
    const actions = page.getByRole('group', { name: '操作' });
    await expect.poll(() => actions.getByRole('button', { name: /^收藏/ }).getAttribute('aria-pressed')).toBe('false');
    expect(await actions.getByRole('button', { name: '加入合集' }).count()).toBe(0);

    await collectInto(page, a, name, true);
    await page.goto(`/videoDetails?id=${b}`);
    await sessionStarted(page);
    await page.getByRole('group', { name: '操作' }).getByRole('button', { name: /^收藏/ }).click();
    await page.getByRole('group', { name: '操作' }).getByRole('button', { name: '加入合集' }).click();
    await page.getByRole('dialog', { name: '加入合集' }).getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    await expectAccessible(page, `add-to-list sheet, ${viewport}`);
    await page.getByRole('dialog', { name: '加入合集' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await shownToast(page, `已加入「${name}」`).waitFor();

    // Under /mine: the list with its two videos, in the order they were added.
    await page.goto('/mine');
    await sessionStarted(page);
    await page.getByRole('link', { name: '我的合集' }).click();
    await page.waitForURL('**/mine/lists');
    const row = page.getByTestId('work-list-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('2 个视频');
    await expectAccessible(page, `lists, ${viewport}`);
    await row.click();
    await page.waitForURL(/\/mine\/lists\?id=\d+/);
    const videos = page.getByTestId('work-list-video');
    await expect.poll(() => videos.count()).toBe(2);
    const titles = async () => videos.locator('.media-card__title').allTextContents();
    const [first, second] = await titles();
    await expectAccessible(page, `one list, ${viewport}`);

    // By keyboard: the moved video's 下移 keeps the focus at its new place (the last row, where it is unavailable).
    const moveDown = page.getByRole('button', { name: `下移 ${first}` });
    await pressByKeyboard(moveDown);
    await expect.poll(titles).toEqual([second, first]);
    await expect.poll(() => isFocused(moveDown)).toBe(true);
    expect(await moveDown.getAttribute('aria-disabled')).toBe('true');
    // The form takes the focus to its name field; saved, the focus is back on 编辑.
    await page.getByRole('button', { name: '编辑' }).click();
    await expect.poll(() => isFocused(page.getByLabel('名称'))).toBe(true);
    await page.getByLabel('名称').fill(`${name} 改`);
    await page.getByLabel('简介（选填）').fill('安静的夜晚');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { level: 1, name: `${name} 改` }).waitFor();
    await expect.poll(() => isFocused(page.getByRole('button', { name: '编辑' }))).toBe(true);
    expect(await page.getByText('安静的夜晚').count()).toBe(1);
    // Taken out by keyboard: the focus goes to the row before it (the last row went), not to the page.
    await pressByKeyboard(page.getByRole('button', { name: `把 ${first} 移出合集` }));
    await expect.poll(titles).toEqual([second]);
    await expect.poll(() => isFocused(page.getByRole('button', { name: `把 ${second} 移出合集` }))).toBe(true);

    // A reload shows the same; then the list goes, the videos stay collected.
    await page.reload();
    await expect.poll(titles).toEqual([second]);
    await page.getByRole('button', { name: '删除合集' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除合集' }).click();
    await page.waitForURL((u) => u.pathname === '/mine/lists' && !u.searchParams.has('id'));
    await page.getByText('还没有合集').waitFor();
    await page.goto('/mine/collections');
    await expect.poll(() => page.getByTestId('collected-media').locator('.media-card').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
