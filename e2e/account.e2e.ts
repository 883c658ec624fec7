/** The account area: the daily check-in on /mine, at both sizes. */
import { CHECKIN_PRIZES, api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, uniqueAccount } from './support/api.ts';
import { launchBrowser, openPage, waitForSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Signs the page in as a new registered user made through the API (the popup has its own tests). */
async function signInAsNewUser(page: Page, prefix: string) {
  const client = nodeApi(baseUrl);
  const account = uniqueAccount(prefix);
  const session = await client.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
  await page.evaluate((s) => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
    localStorage.setItem('md:user', JSON.stringify(s.userInfo));
  }, session);
  return account;
}

describe.each(['mobile', 'desktop'] as const)('account area at %s size', (viewport) => {
  it('checks in once a day: the button, the balance, the calendar and the totals follow', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, `ck${viewport[0]}`);
    await page.goto('/mine');
    const card = page.getByTestId('checkin');
    const action = card.getByRole('button', { name: `签到 +${CHECKIN_PRIZES[0]}` });
    await action.waitFor();
    expect(await card.getByTestId('points-balance').textContent()).toBe('0');
    expect(await card.locator('.checkin__day--on').count()).toBe(0);
    expect(await card.getByText('已连续签到 0 天').count()).toBe(1);
    // The ladder lists each day of a streak with its prize.
    expect(await card.getByRole('list', { name: '连续签到奖励' }).getByRole('listitem').count()).toBe(CHECKIN_PRIZES.length);

    await action.click();
    await page.getByText(`签到成功，积分 +${CHECKIN_PRIZES[0]}`).waitFor();
    const done = card.getByRole('button', { name: '今日已签到' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
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
});
