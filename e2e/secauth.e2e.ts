import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appState, launchBrowser, openPage, sessionStarted, userInfo, waitForSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const deviceSecret = (page: Page) => page.evaluate(() => localStorage.getItem('md:device-secret'));

/** The stored session goes (an expired token, cleared data) while the device stays; the page starts again. */
async function loseSession(page: Page) {
  const before = await appState(page);
  await page.evaluate(() => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: null, uuid: null }));
    localStorage.removeItem('md:user');
  });
  await page.reload();
  await sessionStarted(page);
  await waitForSession(page, before.token ?? undefined);
}

describe('guest sessions and the device secret', () => {
  it('a first visit keeps the device secret; the same browser gets its guest back after losing its session', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/');
    await waitForSession(page);
    const secret = await deviceSecret(page);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await userInfo(page);
    expect(first).toMatchObject({ account: null });
    // The secret is never part of the session's stored state.
    expect(JSON.stringify(await appState(page))).not.toContain(secret);

    await loseSession(page);
    expect(await userInfo(page)).toEqual(first);
    expect(await deviceSecret(page)).toBe(secret);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('another browser that copies the device id, without the secret, gets a guest of its own', async () => {
    const owner = await openPage(browser, baseUrl, 'mobile');
    await owner.page.goto('/');
    await waitForSession(owner.page);
    const ownerState = await appState(owner.page);
    const ownerUser = await userInfo(owner.page);

    const copier = await openPage(browser, baseUrl, 'desktop');
    await copier.page.goto('/');
    await waitForSession(copier.page);
    // It takes the owner's device id (public: it travels with every call) and signs in as a guest again.
    await copier.page.evaluate((devId) => {
      localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), devId }));
    }, ownerState.devId);
    await loseSession(copier.page);
    expect((await appState(copier.page)).devId).toBe(ownerState.devId);
    const copied = await userInfo(copier.page);
    expect(copied).toMatchObject({ account: null });
    expect((await appState(copier.page)).uuid).not.toBe(ownerState.uuid);

    // The owner still gets its own guest back.
    await loseSession(owner.page);
    expect(await userInfo(owner.page)).toEqual(ownerUser);
    await Promise.all([owner.context.close(), copier.context.close()]);
  });
});
