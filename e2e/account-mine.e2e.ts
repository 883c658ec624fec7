/**
 * The account area's own pages at both sizes: the points ledger and standing, the leaderboard, my comments, the
 * performer history, my reviews with their states (and /mine/videos leading to my works, its upload button shown
 * to the keyboard), and the privacy lock (on open, after 5 minutes away, 5 wrong codes,
 * forgotten code), 自动连播 and the theme under 设置 (followed by the other open tabs), with axe on the pages as a person sees them.
 */
import { CHECKIN_PRIZES, LOCK_WRONG_TRIES_MAX, api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { appState, launchBrowser, openPage, readKv, sessionStarted, userInfo, waitForSession } from './support/browser.ts';
import { outlineOf, tabTo } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());


/** The page believes it went to the background (or came back): what a switch of apps or tabs does. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

describe.each(['mobile', 'desktop'] as const)('account pages at %s size', (viewport) => {
  it('points ledger and standing, then the leaderboard with my place', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client, nickname } = await signInAsNewUser(page, baseUrl, `pt${viewport[0]}`);
    await page.goto('/mine/points');
    await page.getByText('还没有积分记录，每日签到可获得积分').waitFor();
    // The card shows a dash until its answer comes (it has its final shape from the start).
    await expect.poll(() => page.getByTestId('ledger-balance').textContent()).toBe('0');
    expect(await page.getByTestId('standing').getByTestId('user-title').textContent()).toBe('新人');

    await client.call(api.checkinClick, {});
    await page.goto('/mine');
    await sessionStarted(page);
    await page.getByRole('link', { name: '积分明细' }).click();
    await page.waitForURL('**/mine/points');
    if (viewport === 'mobile') {
      // Still in the account's part of the site: its tab stays marked (the current one of the set, not the page).
      const tab = page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' });
      await expect.poll(() => tab.getAttribute('aria-current')).toBe('true');
      expect(await tab.getAttribute('class')).toContain('tab-bar__item--active');
    }
    const row = page.getByTestId('ledger-row').first();
    await row.waitFor();
    expect(await row.locator('.ledger-row__reason').textContent()).toBe('每日签到');
    expect(await row.locator('.ledger-row__delta').textContent()).toBe(`+${CHECKIN_PRIZES[0]}`);
    expect(await row.getByText(`余额 ${CHECKIN_PRIZES[0]}`).count()).toBe(1);
    await expect.poll(() => page.getByTestId('ledger-balance').textContent()).toBe(String(CHECKIN_PRIZES[0]));
    await expect.poll(() => page.getByText(/^再获得 \d+ 积分升级为「常客」$/).count()).toBe(1);
    await page.getByTestId('online-today').waitFor();
    await expectAccessible(page, `points, ${viewport}`);

    await page.goto('/mine/rank?period=all');
    const list = page.getByTestId('rank-list');
    await list.waitFor();
    const mine = list.locator('[aria-current="true"]');
    expect(await mine.locator('.rank-row__name').textContent()).toBe(nickname);
    expect(await mine.locator('.rank-row__points').textContent()).toBe(`${CHECKIN_PRIZES[0]} 积分`);
    expect(await page.getByTestId('my-place').textContent()).toMatch(new RegExp(`^我的排名：第 \\d+ 名，${CHECKIN_PRIZES[0]} 积分$`));
    await page.getByRole('tab', { name: '今日' }).click();
    await page.waitForURL((u) => !u.searchParams.has('period'));
    await expect.poll(() => page.getByRole('tab', { name: '今日' }).getAttribute('aria-selected')).toBe('true');
    await list.locator('[aria-current="true"]').waitFor();
    await expectAccessible(page, `rank, ${viewport}`);
    if (viewport === 'mobile') {
      // Pages reached from 我的 whose addresses are elsewhere (the spec's): the tab is marked there too, and said so.
      for (const path of ['/accountCard', '/sysMsg']) {
        await page.goto(path);
        const tab = page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' });
        await expect.poll(() => tab.getAttribute('aria-current'), { message: path }).toBe('true');
        expect(await tab.getAttribute('class')).toContain('tab-bar__item--active');
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('自动连播 under 设置 is the switch beside 猜你喜欢: one choice of this device, turned from the keyboard, followed by the other open tabs', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `ap${viewport[0]}`);
    // A second tab of the same browser, open on a video before the choice changes.
    const other = await context.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto('/videoDetails?id=1');
    const beside = other.getByRole('complementary', { name: '猜你喜欢' }).getByRole('switch', { name: '自动连播' });
    await beside.waitFor();
    await expect.poll(() => beside.isChecked()).toBe(true);
    expect(await other.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('light');

    await page.goto('/mine');
    await sessionStarted(page);
    const setting = page.getByRole('switch', { name: '自动连播' });
    await expect.poll(() => setting.isChecked()).toBe(true);
    await setting.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => setting.isChecked()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('md:autoplay-next'))).toBe('false');
    // The open video follows without a reload, and its switch turns the choice back for both.
    await expect.poll(() => beside.isChecked()).toBe(false);
    await beside.click();
    await expect.poll(() => beside.isChecked()).toBe(true);
    await expect.poll(() => setting.isChecked()).toBe(true);

    // So does the theme: the page's colours and every theme switch.
    await page.getByText('深色', { exact: true }).click();
    await expect.poll(() => other.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('dark');
    if (viewport === 'desktop') await other.getByRole('button', { name: /^主题：深色/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('my comments lead back to their videos; my title shows beside my name', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client } = await signInAsNewUser(page, baseUrl, `cm${viewport[0]}`);
    await page.goto('/mine/comments');
    await page.getByText('还没有发表过评论，去视频下面说点什么吧').waitFor();
    const id = viewport === 'mobile' ? 91 : 92;
    const text = `mine ${viewport} ${Date.now()}`;
    await client.call(api.commentAdd, { mediaId: id, content: `${text} (first)` });
    await client.call(api.commentAdd, { mediaId: id, content: text });
    const video = await client.call(api.mediaDetail, { id });
    await page.reload();
    const items = page.getByTestId('my-comment');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().locator('.my-comment__text').textContent()).toBe(text);
    await expectAccessible(page, `my comments, ${viewport}`);
    await items.first().getByRole('link', { name: `评论于：${video.title}` }).click();
    await page.waitForURL((u) => u.pathname === '/videoDetails' && u.searchParams.get('id') === String(id));
    const mineInList = page.locator('.comment', { hasText: text }).first();
    await mineInList.waitFor();
    expect(await mineInList.getByTestId('user-title').textContent()).toBe('新人');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('performer history lists the actress visited', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `ph${viewport[0]}`);
    await page.goto('/actressPage?id=4');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    // The visit is written to the browser's store once the page has started: leaving before that would lose it.
    await expect.poll(() => readKv(page, 'actress_history', '4')).not.toBeNull();
    await page.goto('/mine');
    await sessionStarted(page);
    await page.getByRole('link', { name: '演员历史' }).click();
    await page.waitForURL(/tab=actress/);
    await expect.poll(() => page.getByTestId('actress-row').first().locator('.history-row__title').textContent()).toBe(name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('my reviews show their states; my videos are my works', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client } = await signInAsNewUser(page, baseUrl, `rv${viewport[0]}`);
    const title = `my review ${viewport}`;
    await client.call(api.reviewPublish, { subjectType: 'media', subjectId: viewport === 'mobile' ? 5 : 6, rating: 4, title, text: 'a careful review of this video, written in the test' });
    await page.goto('/mine');
    await sessionStarted(page);
    await page.getByRole('link', { name: '我的测评' }).click();
    await page.waitForURL('**/mine/reviews');
    const mine = page.getByTestId('my-reviews').getByTestId('review-card').filter({ hasText: title });
    await mine.getByTestId('review-status').getByText('审核状态：待审核').waitFor();
    await expectAccessible(page, `my reviews, ${viewport}`);
    // The spec's "my videos" are the person's works: the same page at both addresses.
    await page.goto('/mine/videos');
    await page.getByRole('heading', { level: 1, name: '我的作品' }).waitFor();
    // 上传视频 with the keyboard: reached by Tab, its label (the file field inside it is unseen) shows the focus ring.
    const field = page.getByTestId('works-file');
    const upload = page.locator('label').filter({ has: field });
    expect(await upload.innerText()).toBe('上传视频');
    expect(await outlineOf(upload)).toBe('none');
    await tabTo(page, field);
    expect(await outlineOf(upload)).toBe('solid 2px');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the privacy lock: set on its page, asked on open and after 5 minutes away, not after 4', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.clock.install();
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `lk${viewport[0]}`);
    await page.goto('/mine/lock');
    const settings = page.getByTestId('lock-settings');
    await settings.waitFor();
    expect(await settings.getAttribute('data-enabled')).toBe('false');
    await settings.getByLabel('新密码（4-6位数字）').fill('2580');
    await settings.getByRole('button', { name: '开启锁屏密码' }).click();
    await expect.poll(() => settings.getAttribute('data-enabled')).toBe('true');
    // Setting it does not lock the person who just set it.
    expect(await page.getByTestId('lock-screen').count()).toBe(0);

    // On open: the lock covers the page; a wrong code says how many tries are left.
    await page.goto('/videoDetails?id=3');
    const lock = page.getByTestId('lock-screen');
    await lock.waitFor();
    expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null)).toBe(true);
    await expect.poll(() => page.title()).toBe('MD视频');
    await page.goto('/mine');
    await lock.waitFor();
    await expectAccessible(page, `lock screen, ${viewport}`);
    await lock.getByLabel('锁屏密码').fill('1111');
    await lock.getByRole('button', { name: '解锁' }).click();
    await lock.getByRole('alert').getByText(`锁屏密码错误，还可以尝试${LOCK_WRONG_TRIES_MAX - 1}次`).waitFor();
    await lock.getByLabel('锁屏密码').fill('2580');
    await lock.getByRole('button', { name: '解锁' }).click();
    await lock.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '积分明细' }).waitFor();

    // Four minutes in the background: still open. Five minutes and a second: locked again.
    // (After each jump the page's clock is set back to the real time: the server refuses requests signed more than
    // 5 minutes away from its own clock.)
    await setVisibility(page, 'hidden');
    await page.clock.fastForward('04:00');
    await setVisibility(page, 'visible');
    await page.clock.setSystemTime(new Date());
    await page.getByRole('link', { name: '积分明细' }).click();
    await page.waitForURL('**/mine/points');
    expect(await lock.count()).toBe(0);
    await expect.poll(() => page.title()).toMatch(/^积分明细/);
    const pageTitle = await page.title();
    await setVisibility(page, 'hidden');
    await page.clock.fastForward('05:01');
    await setVisibility(page, 'visible');
    await lock.waitFor();
    // The tab's title no longer says what is behind the lock, not even after a way back to another page.
    await expect.poll(() => page.title()).toBe('MD视频');
    await page.clock.setSystemTime(new Date());
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/mine');
    await page.getByRole('link', { name: '积分明细' }).waitFor({ state: 'attached' });
    expect(await page.title()).toBe('MD视频');
    await lock.getByLabel('锁屏密码').fill('2580');
    await lock.getByRole('button', { name: '解锁' }).click();
    await lock.waitFor({ state: 'detached' });
    // Unlocked, the title of the page now shown.
    await expect.poll(() => page.title()).toMatch(/^我的/);
    expect(pageTitle).toMatch(/^积分明细/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('five wrong codes sign the device out; a forgotten code leads to signing in again', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { client, token, account } = await signInAsNewUser(page, baseUrl, `lw${viewport[0]}`);
    await client.call(api.userLockscreencodeSet, { code: '135790' });
    await page.goto('/mine');
    const lock = page.getByTestId('lock-screen');
    await lock.waitFor();
    for (let i = 1; i < LOCK_WRONG_TRIES_MAX; i++) {
      await lock.getByLabel('锁屏密码').fill('0000');
      await lock.getByRole('button', { name: '解锁' }).click();
      await lock.getByRole('alert').getByText(`锁屏密码错误，还可以尝试${LOCK_WRONG_TRIES_MAX - i}次`).waitFor();
    }
    await lock.getByLabel('锁屏密码').fill('0000');
    await lock.getByRole('button', { name: '解锁' }).click();
    // Signed out: back home as this device's guest, the old token refused by the server.
    await page.waitForURL((u) => u.pathname === '/');
    await waitForSession(page, token);
    expect((await userInfo(page))?.account).toBeNull();
    expect(await lock.count()).toBe(0);

    // Signed in again on this device (with the password), then the code is forgotten: confirm, signed out, the
    // sign-in popup open.
    const session = await nodeApi(baseUrl).call(api.loginOfficial, { account, password: 'secret123' });
    await page.evaluate((s) => {
      localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
      localStorage.setItem('md:user', JSON.stringify(s.userInfo));
    }, session);
    await page.goto('/mine');
    await lock.waitFor();
    await sessionStarted(page);
    await lock.getByRole('button', { name: '忘记密码？重新登录' }).click();
    const confirm = lock.getByRole('group', { name: '重新登录' });
    await confirm.getByText('将退出当前账号，请使用账号密码重新登录').waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    await lock.getByRole('button', { name: '忘记密码？重新登录' }).click();
    await confirm.getByRole('button', { name: '重新登录', exact: true }).click();
    await page.getByText('登录后继续畅享高清视频').waitFor();
    await waitForSession(page, session.token);
    expect((await userInfo(page))?.account).toBeNull();
    expect(await lock.count()).toBe(0);
    expect((await appState(page)).token).not.toBe(session.token);
    expect(errors).toEqual([]);
    await context.close();
  });
});
