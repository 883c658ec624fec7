/**
 * Groups in a real browser at both widths (the desktop one in the dark theme): the group list, a group, each tab
 * (资讯 / 商务 / 服务 / 帖子), an item's page and back (the browser's Back and the page's own button), a guest asked
 * to sign in to join, a user joining and leaving, and the not-found state of an unknown group. Axe on each page.
 */
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
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

const search = (page: Page) => new URL(page.url()).searchParams;
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: '圈子内容' }).getByRole('tab', { name });

/** Opens the first item of the current tab, checks its page, and returns its title. */
async function openFirstItem(page: Page, list: string) {
  const card = page.locator(`[data-testid=${list}] [data-testid=brand-card]`).first();
  await card.waitFor();
  const id = await card.getAttribute('data-item-id');
  await card.click();
  const item = page.getByTestId('group-item');
  await item.waitFor();
  expect(search(page).get('item')).toBe(id);
  const title = (await item.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  await expect.poll(() => page.title()).toContain(title);
  return item;
}

describe.each([
  ['mobile', 'light', 0],
  ['desktop', 'dark', 1],
] as const)('groups at %s size, %s theme', (viewport, colorScheme, index) => {
  it('browse the list, a group, each tab, an item and back; a guest is asked to sign in; a user joins and leaves', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport, { colorScheme });
    await page.goto('/group');
    await waitForSession(page);
    await sessionStarted(page);
    await expect.poll(() => page.title()).toMatch(/^圈子/);
    await page.getByRole('heading', { level: 1, name: '圈子' }).waitFor();
    const cards = page.locator('[data-testid=group-list] [data-testid=group-card]');
    await cards.nth(index).waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => cards.nth(index).textContent()).toMatch(/\d+位成员/);
    await expectAccessible(page, `group list, ${viewport}`);

    // A group: its header and the first tab.
    const groupId = Number(await cards.nth(index).getAttribute('data-group-id'));
    const name = (await cards.nth(index).locator('.group-card__name').textContent()) ?? '';
    await cards.nth(index).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(search(page).get('id')).toBe(String(groupId));
    await expect.poll(() => page.title()).toContain(name);
    expect(await tab(page, '资讯').getAttribute('aria-selected')).toBe('true');
    await page.locator('[data-testid=group-news] [data-testid=brand-card]').first().waitFor();
    await expectAccessible(page, `group, ${viewport}`);

    // 资讯: an item, then the browser's Back to the list.
    const news = await openFirstItem(page, 'group-news');
    expect(await news.getByText('联系方式').count()).toBe(0);
    await expectAccessible(page, `news item, ${viewport}`);
    await page.goBack();
    await page.locator('[data-testid=group-news] [data-testid=brand-card]').first().waitFor();
    expect(search(page).get('item')).toBeNull();
    expect(await page.getByTestId('group-item').count()).toBe(0);

    // 商务: an item with a contact, then the page's own way back.
    await tab(page, '商务').click();
    await expect.poll(() => search(page).get('tab')).toBe('offering');
    const offer = await openFirstItem(page, 'group-offering');
    await offer.getByRole('heading', { name: '联系方式' }).waitFor();
    await offer.getByRole('button', { name: '返回圈子' }).click();
    await page.locator('[data-testid=group-offering] [data-testid=brand-card]').first().waitFor();
    expect(search(page).get('item')).toBeNull();
    expect(search(page).get('tab')).toBe('offering');

    // 服务: an item, and Back.
    await tab(page, '服务').click();
    await openFirstItem(page, 'group-recruitment');
    await page.goBack();
    await page.locator('[data-testid=group-recruitment] [data-testid=brand-card]').first().waitFor();

    // 帖子: the members' posts, each opening the post.
    await tab(page, '帖子').click();
    const post = page.locator('[data-testid=group-posts] [data-testid=post-card]').first();
    await post.waitFor();
    await expectAccessible(page, `group posts, ${viewport}`);

    // A guest who presses 加入 is asked to sign in; nothing changes.
    const join = page.getByRole('button', { name: '加入', exact: true });
    await join.click();
    await page.getByRole('dialog').getByRole('tab', { name: '注册帐号' }).waitFor();
    await page.locator('.adm-center-popup-close').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A user joins: 已加入 and the count the server gives; then leaves.
    const { client } = await signInAsNewUser(page, baseUrl, `grp${viewport[0]}`);
    await page.reload();
    await sessionStarted(page);
    await tab(page, '资讯').click();
    const firstCard = page.locator('[data-testid=group-news] [data-testid=brand-card]').first();
    await firstCard.waitFor();
    const cardBefore = await firstCard.boundingBox();
    await recordToasts(page);
    // Pressed from the keyboard: the button, busy while the join is sent, keeps the focus as it becomes 已加入.
    await pressByKeyboard(page.getByRole('button', { name: '加入', exact: true }));
    const joined = page.getByRole('button', { name: '已加入' });
    await joined.waitFor();
    expect(await joined.getAttribute('aria-pressed')).toBe('true');
    expect(await isFocused(joined)).toBe(true);
    // The toast's code arrives with its stylesheets: none of the document's comes again after the page's own (the
    // root's stylesheet appended last made every card as wide as the screen).
    await toastShown(page, '已加入圈子');
    const sheets = await page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(sheets.length).toBeGreaterThan(3);
    expect(sheets.filter((sheet, i) => sheets.indexOf(sheet) !== i)).toEqual([]);
    expect(await firstCard.boundingBox()).toEqual(cardBefore);
    const after = await client.call(api.groupDetail, { id: groupId });
    expect(after.joined).toBe(true);
    await expect.poll(() => page.getByTestId('group-members').textContent()).toBe(`${after.members}位成员`);
    // Leaving is asked first: cancelled, the visitor stays in; confirmed, they leave.
    await joined.click();
    const ask = page.getByRole('dialog').filter({ hasText: '退出圈子“' });
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect((await client.call(api.groupDetail, { id: groupId })).joined).toBe(true);
    expect(await joined.getAttribute('aria-pressed')).toBe('true');
    await joined.click();
    await ask.getByRole('button', { name: '退出' }).click();
    await page.getByRole('button', { name: '加入', exact: true }).waitFor();
    expect((await client.call(api.groupDetail, { id: groupId })).joined).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an unknown group', () => {
  it('shows the not-found state inside the site with status 404', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    const response = await page.goto('/groupDetail?id=999999');
    expect(response?.status()).toBe(404);
    await waitForSession(page);
    await page.getByRole('heading', { level: 1, name: '内容不存在' }).waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
