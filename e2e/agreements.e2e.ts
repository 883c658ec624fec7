/**
 * The user agreement and the privacy policy at both sizes: reached from the login popup's agreement line (the popup
 * gone, back where the visitor was with the browser's back), from /mine's help rows on a phone and the footer on a
 * desktop; each leads to the other; a language chosen on the page shows the document in it at once. Axe on both.
 */
import { agreement, type AgreementId } from '@md/contract/agreements';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, waitForSession, openLoginPopup } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page shows the document whole in the language asked: its title and its sections' headings and paragraphs. */
async function expectDocument(page: Page, id: AgreementId, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const doc = agreement(id, locale);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: doc.title }).waitFor();
  await expect.poll(() => main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(doc.sections.map((s) => s.heading));
  expect(await main.locator('.agreement__paragraph').allTextContents()).toEqual(doc.sections.flatMap((s) => s.paragraphs));
  await expect.poll(() => page.title()).toMatch(new RegExp(`^${doc.title}`));
}

describe.each(['mobile', 'desktop'] as const)('the agreements at %s size', (viewport) => {
  it('《用户协议》 in the login popup opens the agreement, the popup gone; 另见 leads to the policy; back comes home', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await openLoginPopup(page, viewport);
    const dialog = page.getByRole('dialog');
    // The spec's line as written, its two titles links.
    expect(await dialog.locator('.login-popup__notice').last().textContent()).toBe('登录或注册即代表您同意《用户协议》和《隐私政策》');
    await dialog.getByRole('link', { name: '《用户协议》' }).click();
    await page.waitForURL((url) => url.pathname === '/userAgreement');
    await expectDocument(page, 'terms');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page, `the user agreement, ${viewport}`);

    await page.getByRole('navigation', { name: '另见' }).getByRole('link', { name: '隐私政策' }).click();
    await page.waitForURL((url) => url.pathname === '/privacyPolicy');
    await expectDocument(page, 'privacy');
    await expectAccessible(page, `the privacy policy, ${viewport}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/userAgreement');
    await expectDocument(page, 'terms');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(viewport === 'mobile' ? 'reached from /mine’s help rows; in English once chosen' : 'reached from the footer; in English at once from the header', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    if (viewport === 'mobile') {
      await signInAsNewUser(page, baseUrl, 'ag');
      await page.goto('/mine');
      await sessionStarted(page);
      await page.getByRole('link', { name: '隐私政策' }).click();
      await page.waitForURL((url) => url.pathname === '/privacyPolicy');
      await expectDocument(page, 'privacy');
      // Still under 我的 in the tab bar.
      const tab = page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' });
      await expect.poll(() => tab.getAttribute('aria-current')).toBe('true');
      await page.goBack();
      await page.getByRole('link', { name: '用户协议' }).click();
      await page.waitForURL((url) => url.pathname === '/userAgreement');
      await expectDocument(page, 'terms');
      await page.goBack();
      await page.getByRole('group', { name: '语言' }).getByText('English', { exact: true }).click();
      await page.getByRole('link', { name: 'Terms of Use' }).click();
      await page.waitForURL((url) => url.pathname === '/userAgreement');
      await expectDocument(page, 'terms', 'en-US');
    } else {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: '用户协议' }).click();
      await page.waitForURL((url) => url.pathname === '/userAgreement');
      await expectDocument(page, 'terms');
      await page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' }).click();
      await page.waitForURL((url) => url.pathname === '/privacyPolicy');
      await expectDocument(page, 'privacy');
      // The language chosen on the page: the document changes with every other text, no page load.
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await expectDocument(page, 'privacy', 'en-US');
      await page.getByRole('navigation', { name: 'See also' }).getByRole('link', { name: 'Terms of Use' }).click();
      await page.waitForURL((url) => url.pathname === '/userAgreement');
      await expectDocument(page, 'terms', 'en-US');
      await expectAccessible(page, 'the user agreement in English, desktop');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
