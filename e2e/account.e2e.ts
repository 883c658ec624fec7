/** The account area at both sizes: the daily check-in, the histories, continue watching, the collections. */
import { CHECKIN_PRIZES, ContentType, api } from '@md/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { countLayoutShifts, launchBrowser, layoutShift, nextFrames, openPage, pauseEarly, readKv, scrollAndSettle, sessionStarted, shownToast, waitForSession, videoTime } from './support/browser.ts';
import { isFocused, outlineOf, sightOf, tabTo, pressByKeyboard } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());


describe.each(['mobile', 'desktop'] as const)('account area at %s size', (viewport) => {
  it('checks in once a day: the button, the balance, the calendar and the totals follow', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `ck${viewport[0]}`);
    await page.goto('/mine');
    const card = page.getByTestId('checkin');
    const action = card.getByRole('button', { name: `签到 +${CHECKIN_PRIZES[0]}` });
    await action.waitFor();
    expect(await card.getByTestId('points-balance').textContent()).toBe('0');
    expect(await card.locator('.checkin__day--on').count()).toBe(0);
    expect(await card.getByText('已连续签到 0 天').count()).toBe(1);
    // The ladder lists each day of a streak with its prize (its own answer: it may come after the button).
    await expect.poll(() => card.getByRole('list', { name: '连续签到奖励' }).getByRole('listitem').count()).toBe(CHECKIN_PRIZES.length);

    // Pressed from the keyboard: the button, busy and then done, keeps the focus (a disabled one dropped it to <body>).
    await pressByKeyboard(action);
    await shownToast(page, `签到成功，积分 +${CHECKIN_PRIZES[0]}`).waitFor();
    const done = card.getByRole('button', { name: '今日已签到' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    expect(await isFocused(done)).toBe(true);
    await expect.poll(() => card.getByTestId('points-balance').textContent()).toBe(String(CHECKIN_PRIZES[0]));
    const today = card.locator('td[aria-current="date"]');
    expect(await today.getAttribute('class')).toContain('checkin__day--on');
    expect(await today.getAttribute('aria-label')).toMatch(new RegExp(`已签到，\\+${CHECKIN_PRIZES[0]}$`));
    expect(await card.getByText(`累计签到 1 天，共获得 ${CHECKIN_PRIZES[0]} 积分`).count()).toBe(1);

    // Still checked in after a reload; the server refuses a second check-in (another device, an old tab).
    await page.reload();
    await card.getByRole('button', { name: '今日已签到' }).waitFor();
    expect(await card.getByText('已连续签到 1 天').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/mine keeps its layout while its answers come: the check-in card and the header have their final shape from the start', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `ls${viewport[0]}`);
    await countLayoutShifts(page);
    await page.goto('/mine');
    const card = page.getByTestId('checkin');
    await card.getByRole('button', { name: `签到 +${CHECKIN_PRIZES[0]}` }).waitFor();
    await card.getByRole('list', { name: '连续签到奖励' }).waitFor();
    await page.getByTestId('mine-points').waitFor();
    await nextFrames(page);
    // The calendar moving in under the lists measured 0.25 (a quarter of the screen); what is left is a few pixels.
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a video left part-way: 继续观看 on home and in the watch history; remove keeps the position; clear all asks first', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `hi${viewport[0]}`);
    const id = viewport === 'mobile' ? 71 : 72;
    await page.goto(`/videoDetails?id=${id}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    // A press before the page has hydrated would be lost (as a person's tap would be): wait for the start-up.
    await sessionStarted(page);
    await page.getByRole('button', { name: /^播放/ }).click();
    await page.waitForSelector('video');
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
    await pauseEarly(page);
    // Leave inside the site, as a visitor would: the position is saved on the way out.
    await page.getByRole('link', { name: /首页$/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    const row = page.getByTestId('continue-row');
    await row.getByRole('link', { name: new RegExp(`^继续观看：${title}，已看 \\d+%$`) }).waitFor();

    await page.goto('/mine/history');
    const history = page.getByTestId('watch-history');
    const item = history.locator(`[data-media-id="${id}"]`);
    await item.waitFor();
    expect(Number(await item.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    // Watched within the last minutes: "刚刚观看" or "N分钟前观看", no space between the words.
    expect(await item.locator('.history-row__meta').textContent()).toMatch(/ · (刚刚|\d+分钟前)观看$/);
    await item.getByRole('link', { name: `继续观看：${title}` }).click();
    await page.waitForURL((u) => u.pathname === '/videoDetails' && u.searchParams.get('id') === String(id));
    await page.goBack();
    await item.getByRole('button', { name: `删除“${title}”` }).click();
    await page.getByText('还没有观看记录，去首页看看吧').waitFor();
    // The position is kept: the watch history store still has it.
    expect(((await readKv(page, 'watch_history', String(id))) as { time: number } | null)?.time ?? 0).toBeGreaterThan(3);

    // The performer history, visited through an actress page; clear all asks first and can be cancelled.
    await page.goto('/actressPage?id=3');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The visit is recorded in the browser once the page has started: wait until the store holds it.
    await sessionStarted(page);
    await expect.poll(() => readKv(page, 'actress_history', '3')).not.toBeNull();
    await page.goto('/mine/history?tab=actress');
    await page.getByTestId('actress-row').first().waitFor();
    await page.getByRole('button', { name: '清空' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('清空演员历史？').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('actress-row').count()).toBe(1);
    await page.getByRole('button', { name: '清空' }).click();
    await dialog.getByRole('button', { name: '清空' }).click();
    await page.getByText('还没有浏览过演员').waitFor();
    // Reviews viewed have their tab already; it is empty, with the way home, until the review pages exist.
    await page.getByRole('tab', { name: '测评历史' }).click();
    await page.waitForURL('**/mine/history?tab=review');
    await page.getByText('还没有浏览过测评').waitFor();
    await page.getByRole('main').getByRole('link', { name: '返回首页' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/mine's rows open on a press anywhere along them; its buttons show the keyboard's place, clear of the tab bar and the header", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `rw${viewport[0]}`);
    await page.goto('/mine');
    await sessionStarted(page);
    // Walked to by Tab from the page's top, the language choice comes whole into sight, clear of the tab bar (the radio
    // in it is unseen; its segment is what a person sees).
    const chinese = page.getByRole('radio', { name: '简体中文' });
    await tabTo(page, chinese);
    await expect.poll(() => sightOf(page.locator('label').filter({ hasText: /^简体中文$/ }))).toBe('in sight');
    // The row's far end, by its arrow: the link's text is only a fifth of the row.
    const row = page.locator('.mine__links .adm-list-item').filter({ hasText: '积分明细' });
    await row.scrollIntoViewIfNeeded();
    await nextFrames(page);
    const box = (await row.boundingBox())!;
    await page.mouse.click(box.x + box.width - 12, box.y + box.height / 2);
    await page.waitForURL((u) => u.pathname !== '/mine');
    await page.goBack();
    const logout = page.getByRole('button', { name: '退出登录' });
    await logout.waitFor();
    // Reached by the keyboard: outlined (antd-mobile takes its buttons' outline off), and above the tab bar.
    await chinese.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(page.getByRole('switch', { name: '自动连播' }))).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(logout)).toBe(true);
    expect(await outlineOf(logout)).toBe('solid 2px');
    await expect.poll(() => sightOf(logout)).toBe('in sight');
    // Back up with Shift+Tab to a row the page has scrolled under the sticky header: it comes out below the header.
    await page.getByRole('link', { name: '积分排行榜' }).evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await scrollAndSettle(page, await row.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 20));
    expect(await sightOf(row)).not.toBe('in sight');
    await tabTo(page, page.getByRole('link', { name: '积分明细' }), { back: true, max: 1 });
    await expect.poll(() => sightOf(row)).toBe('in sight');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('my collection lists what was collected, newest first, and removes an item', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client } = await signInAsNewUser(page, baseUrl, `co${viewport[0]}`);
    for (const id of [81, 82]) await client.call(api.collectAdd, { contentType: 2, id });
    await client.call(api.collectAdd, { contentType: 8, id: 5 });
    await page.goto('/mine');
    await page.getByRole('link', { name: '我的收藏' }).click();
    await page.waitForURL('**/mine/collections');
    const grid = page.getByTestId('collected-media');
    await expect.poll(() => grid.locator('.media-card').count()).toBe(2);
    // Two a row on a phone; three in the page's readable column on a wide screen (not a home page's five thumbnails).
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(viewport === 'desktop' ? 3 : 2);
    const first = grid.locator('.collect-item').first();
    const firstTitle = (await first.locator('.media-card__title').textContent())!;
    const detail82 = await client.call(api.mediaDetail, { id: 82 });
    expect(firstTitle).toBe(detail82.title);
    await first.getByRole('button', { name: `取消收藏“${firstTitle}”` }).click();
    await expect.poll(() => grid.locator('.media-card').count()).toBe(1);
    expect((await client.call(api.collectList, { contentType: 2 })).media!.list.map((m) => m.id)).toEqual([81]);

    await page.getByRole('tab', { name: '演员' }).click();
    await page.waitForURL(/tab=actress/);
    await expect.poll(() => page.getByTestId('collected-actresses').locator('.actress-card').count()).toBe(1);
    await page.getByRole('button', { name: /^取消收藏“/ }).click();
    await page.getByText('还没有收藏演员').waitFor();

    // A post (the demo catalogue's are its groups' threads) and a review, each removed by a button named after it.
    const post = (await client.call(api.postCenter, {})).list[0] ?? (await client.call(api.postDiscuss, {})).list[0];
    const review = (await client.call(api.reviewList, {})).list[0];
    await client.call(api.collectAdd, { contentType: ContentType.post, id: post.id });
    await client.call(api.collectAdd, { contentType: ContentType.review, id: review.id });
    await page.getByRole('tab', { name: '帖子' }).click();
    await page.waitForURL(/tab=post/);
    const posts = page.getByTestId('collected-posts');
    await posts.locator('.post-card').first().waitFor();
    const opening = Array.from(post.text.replace(/\s+/g, ' ').trim());
    const postName = `取消收藏“${opening.length > 20 ? `${opening.slice(0, 20).join('')}…` : opening.join('')}”`;
    await posts.getByRole('button', { name: postName, exact: true }).click();
    await expect.poll(() => posts.locator('.post-card').count()).toBe(0);
    await page.getByRole('tab', { name: '测评' }).click();
    await page.waitForURL(/tab=review/);
    const reviews = page.getByTestId('collected-reviews');
    await reviews.getByRole('button', { name: `取消收藏“${review.title}”`, exact: true }).click();
    await expect.poll(() => reviews.locator('.review-card').count()).toBe(0);
    expect((await client.call(api.collectList, { contentType: ContentType.review })).reviews!.list).toEqual([]);
    await context.close();
  });
});
