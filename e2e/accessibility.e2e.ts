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
import { launchBrowser, networkQuiet, openPage, trackRequests, sessionStarted, type PageSession, type ViewportName } from './support/browser.ts';
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
});
