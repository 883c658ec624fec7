/**
 * Pages keep their shape while their answers come (decision 0084): what loads after the first paint takes the room
 * it will need from the start, so nothing a visitor is about to press slides away under the press. Measured as the
 * browser's layout shift (as the web's CLS counts it) from the page's load until its content is there; each page
 * here moved by 0.01 to 0.58 of the screen before.
 */
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { countLayoutShifts, launchBrowser, layoutShift, nextFrames, openPage, waitForSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Each page and what shows that its content has all come. */
const SIGNED_IN: [string, (page: Page) => Promise<unknown>][] = [
  ['/mine/points', (page) => expect.poll(() => page.getByTestId('online-today').textContent()).not.toBe('–')],
  ['/mine/works', (page) => page.getByTestId('works-upload').waitFor()],
  ['/mine/invite', (page) => page.getByTestId('invite-poster').waitFor()],
  ['/feedback', (page) => page.getByRole('radio', { name: '播放问题' }).waitFor()],
  ['/post', (page) => expect.poll(() => page.getByRole('group', { name: '按标签筛选' }).getByRole('button').count()).toBeGreaterThan(1)],
];

describe.each(['mobile', 'desktop'] as const)('at %s size', (viewport) => {
  it('the account pages keep their shape while their answers come', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `ls${viewport[0]}`);
    await countLayoutShifts(page);
    const moved: Record<string, number> = {};
    for (const [path, ready] of SIGNED_IN) {
      await page.goto(path);
      await ready(page);
      await nextFrames(page);
      moved[path] = await layoutShift(page);
    }
    expect(Object.entries(moved).filter(([, shift]) => shift >= 0.01)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the stand-ins shown while answers come pass the accessibility check (the upload panel\'s, the invite poster\'s)', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, `sa${viewport[0]}`);
    // The answers are held back until the page has been checked.
    for (const endpoint of [api.worksUploadInfo, api.userShareqr]) await page.route(`**${endpoint.path}`, () => undefined);
    for (const [path, standIn] of [['/mine/works', '.works-upload[aria-busy="true"]'], ['/mine/invite', '.invite-poster[aria-busy="true"]']] as const) {
      await page.goto(path);
      await page.locator(standIn).waitFor();
      const violations = await axeViolations(page);
      expect(violations, formatViolations(`${path} loading, ${viewport}`, violations)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guest sent home from a page for accounts sees home draw without its feed jumping down', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await countLayoutShifts(page);
    await page.goto('/mine');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-testid="feed-grid"] .media-card').first().waitFor();
    await nextFrames(page);
    // The tab's blocks came in above the feed after it was drawn: 0.24–0.58 of the screen.
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });
});
