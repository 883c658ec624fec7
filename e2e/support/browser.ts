/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors (console errors of failed external loads are not counted). */
  errors: string[];
}

export async function openPage(browser: Browser, baseURL: string, viewport: ViewportName, options: { colorScheme?: 'light' | 'dark'; touch?: boolean } = {}): Promise<PageSession> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: 'zh-CN', colorScheme: options.colorScheme ?? 'light', hasTouch: options.touch ?? false });
  // External links (adverts, partner banners) must not leave this machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function appState(page: Page): Promise<{ token: string | null; devId: string | null; uuid: string | null; searchRecord: string[] }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('md:app') ?? '{}'));
}

export async function userInfo(page: Page): Promise<{ account: string | null; nickname: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('md:user') ?? 'null'));
}

/** Waits until the first visit's guest login has stored a token. */
export async function waitForSession(page: Page, notToken?: string) {
  await page.waitForFunction((old) => {
    const token = JSON.parse(localStorage.getItem('md:app') ?? '{}').token;
    return Boolean(token) && token !== old && Boolean(localStorage.getItem('md:user'));
  }, notToken ?? null);
}

/**
 * Waits until a list shows items and has stopped growing (no page of it still on its way), and returns how many
 * items it holds.
 */
export async function stableCount(page: Page, items: Locator): Promise<number> {
  await items.first().waitFor();
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const now = await items.count();
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(400);
  }
  throw new Error('the list kept growing');
}
