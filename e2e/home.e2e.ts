import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, nextFrames, openPage, pullDown, scrollAndSettle, sessionStarted, settledCount, waitForSession } from './support/browser.ts';
import { isFocused, sightOf } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const feedGrid = (page: Page) => page.locator('[data-testid="feed-grid"]');
const feedCount = (page: Page) => page.locator('[data-testid="feed-grid"] > *').count();

/** Waits until the feed is settled (no page on its way, none about to be asked for) and counts its items. */
const waitForStableFeed = (page: Page) => settledCount(page, '[data-testid="feed-grid"]', '> *');

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Keeps scrolling to the end, as a person would, until the feed holds more than `count` items. */
async function scrollUntilMoreThan(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await scrollToEnd(page);
        return feedCount(page);
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(count);
}

describe.each(['mobile', 'desktop'] as const)('home page at %s size', (viewport) => {
  it('renders on the server with tabs, banners, topic blocks and a feed', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    const response = await page.goto('/');
    const html = await response!.text();
    expect(html).toContain('category-tabs__tab');
    expect(html).toContain('data-testid="feed-grid"');
    expect(await page.getByRole('tab', { name: '首页' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.topic').count()).toBeGreaterThanOrEqual(7);
    // The first banner is the largest paint: preloaded by the server render with high priority, not lazy.
    expect(html).toMatch(/<link rel="preload" href="\/media\/img\/demo\/banners\/01\.webp" as="fetch" crossorigin="[^"]*" fetchPriority="high"\/>/i);
    // The feed's images decode through the codec into blob URLs.
    await page.locator('.banner img').first().waitFor();
    expect(await page.locator('.banner img').first().getAttribute('src')).toMatch(/^blob:/);
    expect(errors).toEqual([]);
    await context.close();
  });

  // One page walks through every kind of banner (a page load per kind cost more than the checks): after each jump
  // it goes back to the kept-alive home page. bindType 1 (already on the home route: replaced) comes last.
  const bannerTargets = [
    [2, { path: '/topicsPage', search: /id=1/ }],
    [3, { path: '/tagDetails', search: /tid=3/ }],
    [4, { path: '/tagList', search: /^$/ }],
    [5, { path: '/actressPage', search: /id=1/ }],
    [6, { path: '/actressList', search: /tagCateId=/ }],
    [1, { path: '/', search: /id=10786/, replace: true }],
  ] as const;

  it('every kind of banner (bindType 0–6) goes where the spec says', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const banner = (bindType: number) => page.locator(`.banner__item[data-bind-type="${bindType}"]`).first();

    // bindType 0 leads nowhere: a disabled button, so a click never reaches a handler (no later moment to wait for).
    expect(await banner(0).isDisabled()).toBe(true);
    await banner(0).evaluate((el: HTMLElement) => el.click());
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');

    // bindType 4 with jumpType 0 opens an external link in a new window (a scripted click cannot open a real popup,
    // so window.open is recorded); with jumpType 1 it is an internal path, checked in the loop.
    await page.evaluate(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    await page.locator('.banner__item[data-bind-type="4"]').nth(1).evaluate((el: HTMLElement) => el.click());
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened)).toEqual([['https://example.com/', '_blank', 'noopener,noreferrer']]);
    expect(new URL(page.url()).pathname).toBe('/');

    for (const [bindType, expected] of bannerTargets) {
      // React Router numbers the entries of its history: a push adds one, a replace keeps the number.
      const before = await page.evaluate(() => (history.state as { idx: number }).idx);
      await banner(bindType).evaluate((el: HTMLElement) => el.click());
      await page.waitForURL((url) => url.pathname === expected.path && expected.search.test(url.search.slice(1)));
      // Already on the target route: replaced, not pushed.
      expect(await page.evaluate(() => (history.state as { idx: number }).idx), `bindType ${bindType}`).toBe('replace' in expected ? before : before + 1);
      if ('replace' in expected) break;
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/' && url.search === '');
      await banner(bindType).waitFor();
    }
    await context.close();
  });

  it('an advert click is reported and opens its link in a new window', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    // The advert's link leaves the site: this window answers for it (no other host resolves in a test browser).
    await context.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }));
    await page.goto('/');
    await waitForSession(page);
    const advert = page.locator('[data-testid="feed-grid"] .advert-card').first();
    await advert.scrollIntoViewIfNeeded();
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/app/advertise/click') && r.method() === 'POST');
    const popup = context.waitForEvent('page');
    await advert.click();
    await reported;
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/^https:\/\/example\.com\//);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a page change starts at the top; a #hash scrolls to its anchor', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await scrollAndSettle(page, 1200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('.topic__more').first().click();
    await page.waitForURL(/topicsPage/);
    // The topic page's own list, not the home page's heading (home has its own <h1> and stays alive, hidden).
    await page.locator('[data-testid="topic-media"] .media-card, .actress-grid .actress-card').first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/#feed-title');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('feed-title')!.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await context.close();
  });

  it('loads more videos as the visitor scrolls, with adverts in the list', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const first = await feedCount(page);
    expect(first).toBeGreaterThanOrEqual(20);
    expect(await page.locator('[data-testid="feed-grid"] .advert-card').count()).toBeGreaterThan(0);
    await scrollUntilMoreThan(page, first);
    await scrollUntilMoreThan(page, await feedCount(page));
    await context.close();
  });

  it('the banner advances by itself, and its dots choose a slide', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    // The page's clock is ours: the 4-second autoplay is run forward instead of waited for.
    await page.clock.install();
    await page.goto('/');
    const current = () => page.locator('.banner .carousel__dot[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('第 1 张');
    await sessionStarted(page);
    await page.clock.runFor(4_100);
    await expect.poll(current).toBe('第 2 张');
    await page.getByRole('button', { name: '第 5 张' }).click();
    await expect.poll(current).toBe('第 5 张');
    const track = page.locator('.banner .carousel__track');
    const { scrollLeft, width } = await track.evaluate((el) => ({ scrollLeft: el.scrollLeft, width: el.clientWidth }));
    expect(Math.round(scrollLeft / width)).toBe(4);
    await context.close();
  });

  // Touch screens only: the wide layout has no pull to refresh to test.
  if (viewport === 'mobile')
    it('pulling down at the top of the page refreshes it', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport, { touch: true });
    await page.goto('/');
    await waitForSession(page);
    await page.locator('[data-testid="feed-grid"] > *').first().waitFor();
    const refetches: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/app\/media\/(home|list)/.test(request.url())) refetches.push(new URL(request.url()).pathname);
    });
    await pullDown(page, () => expect.poll(() => page.getByRole('status').filter({ hasText: '释放立即刷新' }).count()).toBe(1));
    await expect.poll(() => [...new Set(refetches)].sort()).toEqual(['/api/app/media/home', '/api/app/media/list']);
    await expect.poll(() => page.locator('.ptr').getAttribute('data-status')).toBe('idle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('coming back restores the tab, the loaded items and the scroll position without a refetch', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await page.getByRole('tab', { name: '最新' }).click();
    await page.waitForURL(/id=10783/);
    await page.locator('[data-testid="feed-grid"] > *').first().waitFor();
    const initial = await feedCount(page);
    await scrollUntilMoreThan(page, initial);
    await page.evaluate(() => window.scrollTo(0, Math.floor(document.documentElement.scrollHeight / 2)));
    // Let any page still loading arrive, then note what is on screen just before leaving.
    const loaded = await waitForStableFeed(page);
    const scrollY = await page.evaluate(() => window.scrollY);

    const refetches: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/app\/media\/(home|list)/.test(request.url())) refetches.push(request.url());
    });
    await page.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="feed-grid"] a.media-card:not(.advert-card)')];
      const visible = cards.find((c) => {
        const r = c.getBoundingClientRect();
        return r.top > 120 && r.bottom < window.innerHeight - 80;
      });
      (visible ?? cards[0]).click();
    });
    await page.waitForURL(/videoDetails/);
    await page.goBack();
    await page.waitForURL(/id=10783/);
    await page.locator('[data-testid="feed-grid"] > *').first().waitFor();
    expect(await page.getByRole('tab', { name: '最新' }).getAttribute('aria-selected')).toBe('true');
    expect(await feedCount(page)).toBe(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);
    // A refetch starts from the restored list's effects and marks it loading: both have shown by two frames on.
    await nextFrames(page);
    expect(await feedGrid(page).getAttribute('data-state')).toBe('idle');
    expect(refetches).toEqual([]);
    await context.close();
  });
});

describe("home's sideways rows", () => {
  it('a mouse gets arrows on a topic row that has more; the category tabs stay one named tab list', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const tabs = page.getByRole('tablist', { name: '分类' });
    expect(await tabs.getByRole('tab').count()).toBeGreaterThan(1);
    // The first topic shows five cards a line at this width and holds more: its row scrolls.
    const frame = page.locator('.topic__scroller-frame').first();
    const row = frame.locator('.topic__scroller');
    expect(await row.locator('.media-card').count()).toBeGreaterThan(5);
    const on = frame.locator('.scroll-row__arrow--on');
    const back = frame.locator('.scroll-row__arrow--back');
    await on.waitFor();
    expect(await back.count()).toBe(0);
    await on.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await back.waitFor();
    await back.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(0);
    await back.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the category tabs stick under the header as the page scrolls, and the keyboard\'s place clears them', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    await page.goto('/');
    await waitForSession(page);
    const tabs = page.getByRole('tablist', { name: '分类' });
    await tabs.waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const header = await page.locator('.app-header').boundingBox();
    const stuck = await tabs.boundingBox();
    // Right under the header (its 1 px border may be covered).
    expect(Math.abs(stuck!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1.5);

    // Shift+Tab back to a card that sits under the stuck row: the card is brought below the row, not left under it.
    const card = feedGrid(page).locator('a[href]').nth(4);
    await card.focus();
    await page.keyboard.press('Tab');
    await page.evaluate((top) => {
      const link = document.querySelectorAll('[data-testid="feed-grid"] a[href]')[4]!;
      window.scrollBy(0, link.getBoundingClientRect().top - top);
    }, stuck!.y + stuck!.height / 2);
    expect(await sightOf(card)).not.toBe('in sight');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isFocused(card)).toBe(true);
    await expect.poll(() => sightOf(card)).toBe('in sight');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the category tabs while a tab loads, and a chosen tab past the end', () => {
  it('keep every tab while the chosen one loads, and bring a chosen tab past the row’s end into sight', async () => {
    // English names (the site's language choice, its cookie) at phone width: the last tab starts past the row's end.
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    await context.addCookies([{ name: 'md_lang', value: 'en-US', url: baseUrl }]);
    await page.goto('/');
    await waitForSession(page);
    const tabs = page.getByRole('tablist');
    const count = await tabs.getByRole('tab').count();
    expect(count).toBeGreaterThan(3);
    const last = tabs.getByRole('tab').last();
    const inSight = () =>
      last.evaluate((tab) => {
        const row = tab.parentElement!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      });
    expect(await inSight()).toBe(false);

    // The chosen tab's answer held: the tabs stay, the chosen one marked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/app/media/home',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    const asked = page.waitForRequest('**/api/app/media/home');
    await last.tap();
    await asked;
    expect(await tabs.getByRole('tab').count()).toBe(count);
    expect(await last.getAttribute('aria-selected')).toBe('true');
    const answered = page.waitForResponse('**/api/app/media/home');
    release();
    await answered;

    // Landing on that tab's address: it is in sight from the start.
    await page.reload();
    await waitForSession(page);
    await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
    await expect.poll(inSight).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
