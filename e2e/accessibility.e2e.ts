/**
 * axe-core on every route of the route table, at both widths, in both themes, for a guest (with the login popup
 * open) and for a signed-in user (the pages a guest is sent away from): no serious or critical violation, and one
 * `<main>` with one `<h1>` on every page. One browser; one context per width, its page reused; each page is loaded
 * once and checked light with every rule, then dark with the rules colours decide (the app follows the system's
 * theme live, as a phone switching at dusk; the page's elements are the same in both).
 */
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, uniqueAccount } from './support/api.ts';
import { COLOUR_RULES, animationsSettled, axeViolations, formatViolations } from './support/axe.ts';
import { launchBrowser, networkQuiet, nextFrames, openPage, trackRequests, sessionStarted, type PageSession, type ViewportName } from './support/browser.ts';
import { isFocused, outlineOf } from './support/keyboard.ts';
import { everyPage, routeTablePaths } from './support/pages.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let pages: Record<string, string>;
let session: { token: string; userInfo: unknown };
beforeAll(async () => {
  browser = await launchBrowser();
  pages = await everyPage(baseUrl);
  const account = uniqueAccount('axe');
  session = await nodeApi(baseUrl).call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
});
afterAll(() => browser?.close());

/** Loads a page and waits until it is at rest: the session started, the network quiet, no animation running. */
async function settle(page: Page, url: string) {
  trackRequests(page);
  await page.goto(url);
  await sessionStarted(page);
  await networkQuiet(page);
  await animationsSettled(page);
}

/** Every rule in the light theme; in the dark one, seen second on the same page, the rules colours decide. */
async function expectNoViolations(page: Page, where: string, theme: 'light' | 'dark') {
  const violations = await axeViolations(page, theme === 'dark' ? COLOUR_RULES : undefined);
  expect(violations, `\n${formatViolations(where, violations)}\n`).toEqual([]);
}

async function landmarks(page: Page) {
  return page.evaluate('({ main: document.querySelectorAll("main").length, h1: document.querySelectorAll("h1").length, path: location.pathname })') as Promise<{ main: number; h1: number; path: string }>;
}

it('checks every route of the route table', () => {
  expect(Object.keys(pages).sort()).toEqual(routeTablePaths().sort());
});

/** Both themes on the page as loaded: light first, then dark through the system setting the app follows live. */
async function inBothThemes(page: Page, check: (theme: 'light' | 'dark') => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    // Polled with evaluate: the page's CSP refuses the string evaluation waitForFunction would use.
    await expect.poll(() => page.evaluate(`document.documentElement.getAttribute('data-prefers-color-scheme')`)).toBe(theme);
    await animationsSettled(page);
    await check(theme);
  }
}

describe.each(['mobile', 'desktop'] as const)('accessibility in both themes at %s size', (viewport: ViewportName) => {
  let tab: PageSession;
  beforeAll(async () => {
    // Signed in, so the pages a guest is sent away from are checked too.
    tab = await openPage(browser, baseUrl, viewport, { colorScheme: 'light' });
    await settle(tab.page, '/');
    await tab.page.evaluate(`(() => {
      const s = ${JSON.stringify({ token: session.token, userInfo: session.userInfo })};
      localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app') || '{}'), token: s.token }));
      localStorage.setItem('md:user', JSON.stringify(s.userInfo));
    })()`);
  });
  afterAll(() => tab?.context.close());

  it('the login popup, open over the home page for a guest', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport, { colorScheme: 'light' });
    try {
      await settle(page, '/');
      if (viewport === 'desktop') await page.getByRole('button', { name: '登录', exact: true }).first().click();
      else await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).click();
      await page.getByText('登录后继续畅享高清视频').waitFor();
      await inBothThemes(page, (theme) => expectNoViolations(page, `login popup, ${theme}, ${viewport}`, theme));
      // With words in the account field: its clear button shows.
      await page.getByRole('dialog').getByRole('textbox', { name: '账号' }).fill('abc');
      await page.getByRole('dialog').getByRole('button', { name: '清除内容' }).waitFor();
      await inBothThemes(page, (theme) => expectNoViolations(page, `login popup with a clear button, ${theme}, ${viewport}`, theme));
    } finally {
      await context.close();
    }
  });

  it('the sign-in page, for a guest (a signed-in visitor is sent on to its redirect)', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport, { colorScheme: 'light' });
    try {
      await settle(page, pages['/login']);
      await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).waitFor();
      expect(await landmarks(page)).toEqual({ path: '/login', main: 1, h1: 1 });
      await inBothThemes(page, (theme) => expectNoViolations(page, `sign-in page, ${theme}, ${viewport}`, theme));
    } finally {
      await context.close();
    }
  });

  it.each(routeTablePaths().filter((route) => route !== '/login'))('%s', async (route) => {
    const { page } = tab;
    await page.emulateMedia({ colorScheme: 'light' });
    await settle(page, pages[route]);
    const { main, h1, path } = await landmarks(page);
    expect({ path, main, h1 }).toEqual({ path: route === '*' ? pages[route] : route, main: 1, h1: 1 });
    await inBothThemes(page, (theme) => expectNoViolations(page, `${pages[route]}, ${theme}, ${viewport}`, theme));
  });

  it('every page of the route table, reached inside the site, gives the focus to its heading (the search pages to their box)', async () => {
    const { page } = tab;
    await settle(page, pages['*']);
    const missed: unknown[] = [];
    for (const route of routeTablePaths()) {
      // As a link would: the router's own navigation, no page load.
      await page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), pages[route]);
      const wanted = { tag: route === '/searchPage' || route === '/pcSearchPage' ? 'input' : 'h1', inMain: true };
      try {
        await expect.poll(() => focusedElement(page), { timeout: 10_000 }).toMatchObject(wanted);
      } catch {
        missed.push({ route, focused: await focusedElement(page) });
      }
    }
    expect(missed).toEqual([]);
    // A page that fails to take the focus waits its ten seconds: the list of all of them still comes out.
  }, 300_000);
});

/** The element that has the focus, described for a failure to say: its tag, its text, and the path of the page. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { path: location.pathname, tag: el?.tagName.toLowerCase() ?? null, text: (el?.textContent ?? '').trim().slice(0, 30), inMain: Boolean(el?.closest('#main')) };
  });

/**
 * A page change moves the focus to the new page's heading (decision 0095): pressed or tapped, from a card, a 更多 link
 * or the site's menu, so the next Tab starts in the page and a screen reader says where it is. A change of the
 * page's own view (a tab written into the address) leaves the focus alone; a way back or forward gives it back to
 * what had it when that page was left.
 */
describe.each(['mobile', 'desktop'] as const)('the focus after a page change at %s size', (viewport: ViewportName) => {
  it('Enter on a card, on 更多 or on the menu: the new page\'s heading takes the focus, unframed, and Tab goes on in the page', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    try {
      await settle(page, '/');
      const heading = page.locator('#main h1');
      // A video card in the feed.
      const card = page.locator('[data-testid="feed-grid"] a.media-card:not(.advert-card)').first();
      const opened = await card.getAttribute('href');
      await card.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/videoDetails\?id=\d+/);
      const title = page.locator('#video-title');
      await expect.poll(() => isFocused(title), { timeout: 10_000 }).toBe(true);
      expect(await outlineOf(title)).toBe('none');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.video-info')))).toBe(true);
      const leftOnVideo = await focusedElement(page);

      // Back: the home page comes back where it was, and the card that was opened has the focus again, not the
      // heading: the next Tab goes on from it.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => isFocused(card), { timeout: 10_000 }).toBe(true);
      expect(await isFocused(heading)).toBe(false);
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('[data-testid="feed-grid"]') ? el.getAttribute('href') : null;
      });
      expect(next).toBeTruthy();
      expect(next).not.toBe(opened);
      // Forward: what had the focus on the video page when it was left has it again; back again, the card the
      // focus had moved on to.
      await page.goForward();
      await page.waitForURL(/\/videoDetails\?id=\d+/);
      await expect.poll(() => focusedElement(page), { timeout: 10_000 }).toEqual(leftOnVideo);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')), { timeout: 10_000 }).toBe(next);

      // 更多 of a topic block.
      const more = page.locator('.topic__more').first();
      await more.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/topicsPage\?id=\d+/);
      await expect.poll(() => focusedElement(page)).toMatchObject({ path: '/topicsPage', tag: 'h1' });
      expect(await outlineOf(heading)).toBe('none');

      // The site's menu: the tab bar on a phone, the header on a wide screen (the link stays; the focus leaves it).
      const menu = page.locator(viewport === 'mobile' ? '.tab-bar' : '.app-header').getByRole('link', { name: '演员', exact: true });
      await menu.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/actressList');
      await expect.poll(() => focusedElement(page)).toMatchObject({ path: '/actressList', tag: 'h1', text: '演员' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("back to a page drawn again (a video page), by the header's 返回 on a phone: the card of 猜你喜欢 that was opened has the focus again", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    try {
      await settle(page, '/');
      await page.locator('[data-testid="feed-grid"] a.media-card:not(.advert-card)').first().click();
      await page.waitForURL(/\/videoDetails\?id=\d+/);
      const first = page.url();
      // The third card of 猜你喜欢, opened by the keyboard.
      const card = page.locator('.video-page__related a.media-card:not(.advert-card)').nth(2);
      const opened = await card.getAttribute('href');
      await card.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.href !== first && url.pathname === '/videoDetails');
      await expect.poll(() => isFocused(page.locator('#video-title')), { timeout: 10_000 }).toBe(true);
      if (viewport === 'mobile') {
        // The header's 返回 (a phone's; it stays from page to page, so it has the focus as the page comes back).
        await page.locator('.app-header__back').focus();
        await page.keyboard.press('Enter');
      } else {
        await page.goBack();
      }
      await page.waitForURL(first);
      await expect.poll(() => page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('.video-page__related') ? el.getAttribute('href') : null;
      }), { timeout: 10_000 }).toBe(opened);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a tap or click on a card: the heading takes the focus without a frame and the page starts at its top', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    try {
      await settle(page, '/');
      await page.locator('[data-testid="feed-grid"] a.media-card:not(.advert-card)').first().click();
      await page.waitForURL(/\/videoDetails\?id=\d+/);
      const title = page.locator('#video-title');
      await expect.poll(() => isFocused(title), { timeout: 10_000 }).toBe(true);
      expect(await outlineOf(title)).toBe('none');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a change of the page's own view (home's category tab) leaves the focus on what was pressed", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    try {
      await settle(page, '/');
      const tab = page.getByRole('tab', { name: '最新' });
      await tab.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/id=10783/);
      await page.locator('[data-testid="feed-grid"] > *').first().waitFor();
      await nextFrames(page);
      expect(await isFocused(tab)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
