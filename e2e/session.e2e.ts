import { api } from '@md/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, uniqueAccount } from './support/api.ts';
import { isFocused, markContrastOf } from './support/keyboard.ts';
import { appState, launchBrowser, openPage, readKv, sessionStarted, userInfo, waitForSession, openLoginPopup, recordToasts, shownToasts, toastShown, signInThroughDialog, signUpThroughDialog } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(['mobile', 'desktop'] as const)('session at %s size', (viewport) => {
  it('a first visit gets a device id, the config and a guest session', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/?dc=ch01&pc=p9');
    await waitForSession(page);
    const state = await appState(page);
    expect(state.devId).toMatch(/^\d{12}[0-9a-z]+$/);
    expect(state.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await userInfo(page)).toMatchObject({ account: null });
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('md:config') ?? 'null')?.domains?.[0]?.type)).toBe('IMAGE');
    expect((await context.cookies()).some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
    // A second page load keeps the same session.
    await page.reload();
    // The start-up that would replace a lost session has run.
    await sessionStarted(page);
    expect((await appState(page)).token).toBe(state.token);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the theme choice survives a reload and is applied before the first paint', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport, { colorScheme: 'light' });
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute('data-prefers-color-scheme');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await waitForSession(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('light');
    if (viewport === 'desktop') {
      // auto → light → dark with the header button
      await page.getByRole('button', { name: /^主题：跟随系统/ }).click();
      await page.getByRole('button', { name: /^主题：浅色/ }).click();
    } else {
      const client = nodeApi(baseUrl);
      const account = uniqueAccount('theme');
      const session = await client.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
      await page.evaluate((s) => {
        localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
        localStorage.setItem('md:user', JSON.stringify(s.userInfo));
      }, session);
      await page.goto('/mine');
      await page.getByText('深色', { exact: true }).click();
    }
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('md:theme'))).toBe('dark');
    await context.close();
  });

  it('auto follows the system preference', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport, { colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('dark');
    await context.close();
  });

  it('the login popup checks sign-in and sign-up fields one at a time, in order', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await openLoginPopup(page, viewport);
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: '登录', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // A sign-in typed from the keyboard: Tab from 账号 goes to 密码 (the field's clear mark is no Tab stop), Enter
    // sends it.
    const accountField = dialog.getByRole('textbox', { name: '账号' });
    await accountField.fill('abc');
    await page.keyboard.press('Tab');
    const passwordField = dialog.getByLabel('密码', { exact: true });
    await expect.poll(() => isFocused(passwordField)).toBe(true);
    await page.keyboard.type('x');
    expect(await passwordField.inputValue()).toBe('x');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('账号长度不少于6位');
    // The account's clear mark, a named button: seen on the field (3:1) in both themes (the site follows the system's
    // until one is chosen); a press empties the field.
    const clear = dialog.locator('.adm-input').filter({ has: page.getByRole('textbox', { name: '账号' }) }).getByRole('button', { name: '清除内容' });
    expect(await clear.getAttribute('tabindex')).toBe('-1');
    expect(await markContrastOf(clear)).toBeGreaterThanOrEqual(3);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.prefersColorScheme)).toBe('dark');
    expect(await markContrastOf(clear)).toBeGreaterThanOrEqual(3);
    await page.emulateMedia({ colorScheme: 'light' });
    await clear.click();
    await expect.poll(() => accountField.inputValue()).toBe('');
    expect(await clear.count()).toBe(0);
    await dialog.getByLabel('账号').fill('abc');
    await dialog.getByLabel('密码', { exact: true }).fill('x');
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('账号长度不少于6位');
    await dialog.getByLabel('账号').fill('abcdef');
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('密码长度不少于6位');

    await dialog.getByRole('tab', { name: '注册帐号' }).click();
    const signUp = dialog.getByRole('button', { name: '注册', exact: true });
    await dialog.getByLabel('账号').fill('abc');
    await dialog.getByLabel('密码', { exact: true }).fill('secret1');
    await dialog.getByLabel('确认密码').fill('secret2');
    await signUp.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('两次密码不一致 请重新确认');
    await dialog.getByLabel('确认密码').fill('secret1');
    await signUp.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('账号不少于6位');
    // The overlay does not close it; the close button does.
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await page.locator('.adm-center-popup-close').click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('sign up, sign out, sign in again', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const guestToken = (await appState(page)).token!;
    const account = uniqueAccount(viewport);

    await openLoginPopup(page, viewport);
    const dialog = page.getByRole('dialog');
    await signUpThroughDialog(dialog, account);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await userInfo(page))?.account).toBe(account);
    expect((await appState(page)).token).not.toBe(guestToken);

    // Something of the account's browsing on this device: a performer visited.
    await page.goto('/actressPage?id=4');
    await expect.poll(() => readKv(page, 'actress_history', '4')).not.toBeNull();
    await sessionStarted(page);
    // …and a draft of a post.
    await page.evaluate(() => localStorage.setItem('md:post-draft', JSON.stringify({ text: '没写完的帖子', images: [], tagIds: [] })));

    if (viewport === 'desktop') await page.getByRole('link', { name: account }).click();
    else await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).click();
    await page.waitForURL('**/mine');
    await page.getByText(`账号：${account}`).waitFor();
    // The guest's session begins once /mine is left: had it begun while /mine was still on screen (the home page's
    // code still loading), /mine's members' calls would have gone again with the guest's token and been refused.
    let pathAtGuestSignIn: string | undefined;
    page.on('request', (request) => {
      if (request.url().endsWith(api.loginGuest.path)) pathAtGuestSignIn ??= new URL(page.url()).pathname;
    });
    // The message shows for two seconds, just as home draws: recorded by the page, not looked for between steps.
    await recordToasts(page);
    // A slow phone's: the router settles well before home is drawn (a transition), and the guest's session must not
    // begin while /mine, still mounted, would ask its members' calls again with the guest's token.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Said as it is, not as a members' page asking the guest to sign in; the account's history is not left behind.
    // (About 5 s with the CPU slowed on a loaded machine; once over the usual 15 s beside a full run.)
    await toastShown(page, '已退出登录', { timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(pathAtGuestSignIn).toBe('/');
    expect(await shownToasts(page)).not.toContain('请先登录或注册账号');
    await expect.poll(() => userInfo(page)).toMatchObject({ account: null });
    await expect.poll(() => readKv(page, 'actress_history', '4')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('md:post-draft'))).toBeNull();

    await openLoginPopup(page, viewport);
    await signInThroughDialog(dialog, account);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await userInfo(page))?.account).toBe(account);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['/mine', '/sysMsg', '/post'])('a guest opening %s is sent to /', async (path) => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('an unknown path answers 404 with the spec message', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('Page Not Found: /no/such/page').waitFor();
    // Beside the spec's English message, what it means in the reader's language, and the tab says so too.
    expect(await page.getByText('你访问的页面不存在或已被移走').count()).toBe(1);
    expect(await page.title()).toBe('页面不存在 - MD视频');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('an expired token shows the toast, clears the session and returns to /', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const dead = 'x'.repeat(43);
    await page.evaluate((token) => {
      localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token }));
      localStorage.removeItem('md:user');
    }, dead);
    // The message may show while the page is still loading: recorded by the page from the visit on.
    await recordToasts(page);
    await page.goto('/?id=10783&tit=%E6%9C%80%E6%96%B0');
    await toastShown(page, '您的登录状态已失效');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await waitForSession(page, dead);
    expect((await appState(page)).token).not.toBe(dead);
    await context.close();
  });
});
