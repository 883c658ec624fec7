/**
 * Moving an account and sharing, at both sizes: the account card shown in one browser and restored in a fresh one
 * (pasted text and uploaded picture), a replaced card refused, and a share link whose sign-up credits the inviter.
 */
import { INVITE_SIGNUP_POINTS, api } from '@md/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, signInAsNewUser, uniqueAccount } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { appState, launchBrowser, nextFrames, openPage, sessionStarted, userInfo, waitForSession, type ViewportName } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Both themes get checked: light at the phone's size, dark at the desktop's. */
const themeAt = (viewport: ViewportName) => (viewport === 'mobile' ? 'light' : 'dark');


/** A browser that has never seen the site, on the restore page once its own guest session has started. */
async function freshRestorePage(viewport: ViewportName) {
  const session = await openPage(browser, baseUrl, viewport);
  await session.page.goto('/restoreAccount');
  await sessionStarted(session.page);
  return session;
}

describe.each(['mobile', 'desktop'] as const)('account card at %s size', (viewport) => {
  it('moves the account to a fresh browser with the pasted text and with the picture; a replaced card is refused', async () => {
    const a = await openPage(browser, baseUrl, viewport, { colorScheme: themeAt(viewport) });
    await a.page.goto('/');
    await waitForSession(a.page);
    const { account } = await signInAsNewUser(a.page, baseUrl, `cd${viewport[0]}`);
    await a.page.goto('/mine');
    await a.page.getByRole('link', { name: '我的身份卡' }).click();
    await a.page.waitForURL((u) => u.pathname === '/accountCard');
    await a.page.getByRole('button', { name: '生成身份卡' }).click();
    const card = a.page.getByTestId('account-card');
    await card.waitFor();
    const credential = await card.getByLabel('身份卡文字').inputValue();
    expect(credential).toMatch(/^MDC1\./);
    expect(await card.getByRole('link', { name: '保存' }).getAttribute('download')).toMatch(/\.png$/);
    const picture = (await card.getByRole('img', { name: '身份卡二维码' }).getAttribute('src'))!;
    expect(picture).toMatch(/^data:image\/png;base64,/);
    // Shown again after a reload: this browser kept the card it made.
    await a.page.reload();
    expect(await a.page.getByTestId('account-card').getByLabel('身份卡文字').inputValue()).toBe(credential);
    await expectAccessible(a.page, `account card, ${viewport}`);

    // B: pasted text.
    const b = await freshRestorePage(viewport);
    const guestToken = (await appState(b.page)).token;
    await b.page.getByLabel('身份卡文字').fill(credential);
    await b.page.getByRole('button', { name: '找回账号' }).click();
    await b.page.waitForURL((u) => u.pathname === '/mine');
    expect((await userInfo(b.page))?.account).toBe(account);
    expect((await appState(b.page)).token).not.toBe(guestToken);
    await b.page.getByRole('heading', { level: 1, name: account }).waitFor();

    // C: the saved picture, read in the browser.
    const c = await freshRestorePage(viewport);
    await c.page.getByTestId('card-upload').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: Buffer.from(picture.split(',')[1], 'base64') });
    await c.page.waitForURL((u) => u.pathname === '/mine');
    expect((await userInfo(c.page))?.account).toBe(account);

    // A keeps its own session, makes a new card: the old one no longer works anywhere.
    await a.page.getByRole('button', { name: '重新生成' }).click();
    await a.page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => a.page.getByTestId('account-card').getByLabel('身份卡文字').inputValue()).not.toBe(credential);
    const d = await freshRestorePage(viewport);
    await d.page.getByLabel('身份卡文字').fill(credential);
    await d.page.getByRole('button', { name: '找回账号' }).click();
    await d.page.getByRole('alert').filter({ hasText: '身份卡已作废' }).waitFor();
    expect(d.page.url()).toContain('/restoreAccount');
    expect((await userInfo(d.page))?.account).toBeNull();
    // The reason shows on the page only: no toast repeats it over the form.
    expect(await d.page.locator('.adm-toast-mask').count()).toBe(0);
    await expectAccessible(d.page, `restore refused, ${viewport}`);

    for (const s of [a, b, c, d]) {
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
  });

  it('a share link opens the shared video after the guest session starts, and its sign-up credits the inviter', async () => {
    const inviter = await openPage(browser, baseUrl, viewport, { colorScheme: themeAt(viewport) });
    await inviter.page.goto('/');
    await waitForSession(inviter.page);
    const { client } = await signInAsNewUser(inviter.page, baseUrl, `iv${viewport[0]}`);
    const { affCode } = await client.call(api.userShareqr, {});
    const id = viewport === 'mobile' ? 11 : 12;
    // The system share sheet, stood in for: what the page hands it is the address a friend receives.
    await inviter.page.addInitScript(() => {
      const shared: string[] = [];
      Object.assign(window, { sharedUrls: shared });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data.url ?? '') });
    });
    // The invite code's answer is held: until it comes the share button waits (a link without it credits nobody).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const codeAsked = inviter.page.waitForRequest((r) => r.url().endsWith(api.userShareqr.path));
    await inviter.page.route(`**${api.userShareqr.path}`, async (route) => {
      await held;
      await route.continue();
    });
    await inviter.page.goto(`/videoDetails?id=${id}`);
    await sessionStarted(inviter.page);
    await codeAsked;
    const shareButton = inviter.page.getByRole('button', { name: '分享' }).first();
    await nextFrames(inviter.page);
    expect(await shareButton.isDisabled()).toBe(true);
    release();
    await shareButton.click();
    await expect.poll(() => inviter.page.evaluate(() => (window as unknown as { sharedUrls: string[] }).sharedUrls.length)).toBe(1);
    const link = new URL(await inviter.page.evaluate(() => (window as unknown as { sharedUrls: string[] }).sharedUrls[0]));
    expect(Object.fromEntries(link.searchParams)).toEqual({ to: `video-${id}`, dc: 'video', pc: affCode });

    const friend = await openPage(browser, baseUrl, viewport);
    await friend.page.goto(link.pathname + link.search);
    await friend.page.waitForURL((u) => u.pathname === '/videoDetails' && u.searchParams.get('id') === String(id));
    await friend.page.getByRole('heading', { level: 1 }).waitFor();
    const { token } = await appState(friend.page);
    expect(token).toBeTruthy();
    // The friend signs up from the same session (its guest landed through the invite).
    const friendApi = nodeApi(baseUrl);
    friendApi.setToken(token);
    const account = uniqueAccount(`fr${viewport[0]}`);
    await friendApi.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });

    await inviter.page.goto('/mine');
    await inviter.page.getByRole('link', { name: '邀请好友' }).click();
    await inviter.page.waitForURL((u) => u.pathname === '/mine/invite');
    const poster = inviter.page.getByTestId('invite-poster');
    await poster.getByText(`我的邀请码：${affCode}`).waitFor();
    expect(await poster.getByRole('img', { name: '邀请二维码' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await inviter.page.getByTestId('invitees').getByText(account).waitFor();
    await expect.poll(() => inviter.page.getByTestId('invite-income').textContent()).toBe(`邀请收益：${INVITE_SIGNUP_POINTS} 积分`);
    // The count in the heading comes from its own call, which may answer after the list.
    await inviter.page.getByRole('heading', { name: '我邀请的好友（1）' }).waitFor();
    await expectAccessible(inviter.page, `invite page, ${viewport}`);

    // The share page with nothing shared in it says so, and leads home (axe walks it in accessibility.e2e.ts).
    await friend.page.goto('/share');
    await friend.page.getByRole('heading', { name: '分享', level: 1 }).waitFor();
    await friend.page.getByText('这个链接里没有分享的内容').waitFor();
    expect(new URL(friend.page.url()).pathname).toBe('/share');
    await friend.page.getByRole('link', { name: '去首页看看' }).click();
    await friend.page.waitForURL((u) => u.pathname === '/');

    for (const s of [inviter, friend]) {
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
  });
  it('a post shares its own page through the share page, with the invite code', async () => {
    const inviter = await openPage(browser, baseUrl, viewport);
    await inviter.page.goto('/');
    await waitForSession(inviter.page);
    const { client } = await signInAsNewUser(inviter.page, baseUrl, `ps${viewport[0]}`);
    const { affCode } = await client.call(api.userShareqr, {});
    await inviter.page.addInitScript(() => {
      const shared: string[] = [];
      Object.assign(window, { sharedUrls: shared });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data.url ?? '') });
    });
    await inviter.page.goto('/postDetail?id=1');
    await sessionStarted(inviter.page);
    const shareButton = inviter.page.getByTestId('post-detail').getByRole('button', { name: '分享' });
    await expect.poll(() => shareButton.isEnabled()).toBe(true);
    await shareButton.click();
    await expect.poll(() => inviter.page.evaluate(() => (window as unknown as { sharedUrls: string[] }).sharedUrls.length)).toBe(1);
    const link = new URL(await inviter.page.evaluate(() => (window as unknown as { sharedUrls: string[] }).sharedUrls[0]));
    expect(Object.fromEntries(link.searchParams)).toEqual({ to: 'post-1', dc: 'post', pc: affCode });

    const friend = await openPage(browser, baseUrl, viewport);
    await friend.page.goto(link.pathname + link.search);
    await friend.page.waitForURL((u) => u.pathname === '/postDetail' && u.searchParams.get('id') === '1');
    await friend.page.getByTestId('post-detail').waitFor();
    for (const s of [inviter, friend]) {
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
  });
});
