/**
 * The newcomer tour's defects of the site frame (header, titles, empty and not-found states, back button, adverts):
 * D4, D5, D8, D9, D10, D11, D13, D17–D20, D22 and the mobile back button. Each test failed before its fix.
 */
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, signInAsNewUser, uniqueAccount } from './support/api.ts';
import { launchBrowser, networkQuiet, openPage, pullDown, recordToasts, shownToasts, trackRequests, userInfo, waitForSession } from './support/browser.ts';
import { isFocused, outlineOf, tabTo } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Signs the page in as a fresh registered user (through the API, then the stored session). */
async function signIn(page: Page) {
  const session = await nodeApi(baseUrl).call(api.loginAccountCreate, { account: uniqueAccount('frame'), password: 'secret123', confirmPassword: 'secret123' });
  await page.evaluate((s) => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
    localStorage.setItem('md:user', JSON.stringify(s.userInfo));
  }, session);
}

/** Boxes of the header's parts that must sit side by side on one line. */
async function headerLayout(page: Page) {
  return page.evaluate(`(() => {
    const inner = document.querySelector('.app-header__inner');
    const visible = (el) => el.getBoundingClientRect().width > 0;
    const box = (el) => { const r = el.getBoundingClientRect(); return { name: (el.className || el.tagName) + ' ' + (el.textContent || '').trim().slice(0, 8), left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height }; };
    const parts = [...inner.children].filter(visible).map(box);
    const texts = [...inner.querySelectorAll('.app-header__logo, .app-header__menu, .header-button')].filter(visible).map(box);
    return { header: document.querySelector('.app-header').getBoundingClientRect().height, overflow: inner.scrollWidth - inner.clientWidth, parts, texts };
  })()`) as Promise<{ header: number; overflow: number; parts: Box[]; texts: Box[] }>;
}
interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  height: number;
}

describe('D4 the wide header between 824 and 950 px', () => {
  it.each([824, 880, 950])('at %i px nothing wraps or overlaps', async (width) => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.locator('.app-header__menu').first().waitFor();
    const layout = await headerLayout(page);
    expect(layout.overflow).toBeLessThanOrEqual(0);
    // 64 px and its border: no part grew the header.
    expect(layout.header).toBeLessThanOrEqual(65);
    // A label on one line is no taller than the 36 px buttons.
    for (const text of layout.texts) expect(text.height, text.name).toBeLessThanOrEqual(40);
    const parts = [...layout.parts].sort((a, b) => a.left - b.left);
    for (let i = 1; i < parts.length; i++) expect(parts[i].left, `${parts[i - 1].name} | ${parts[i].name}`).toBeGreaterThanOrEqual(parts[i - 1].right - 0.5);
    await context.close();
  });
});

describe('the wide header in English, signed in with a long nickname', () => {
  it.each([824, 1280])('at %i px keeps the account on the window; at 1280 the menus whole and the search box usable', async (width) => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await context.addCookies([{ name: 'md_lang', value: 'en-US', url: baseUrl }]);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, 'a_rather_long_name');
    await page.goto('/discuss');
    await page.getByTestId('header-messages').waitFor();
    const layout = await headerLayout(page);
    expect(layout.overflow).toBeLessThanOrEqual(0);
    for (const part of [page.getByTestId('header-messages'), page.locator('.header-account')]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // The nickname is cut on screen, whole as the link's name.
    const nickname = (await userInfo(page))!.nickname;
    await page.getByRole('link', { name: nickname, exact: true }).waitFor();
    const menus = page.locator('.app-header__menus');
    const on = page.locator('.app-header .scroll-row__arrow--on');
    if (width === 1280) {
      expect(await menus.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.locator('.app-header__search > input').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(100);
      expect(await on.count()).toBe(0);
    } else {
      // The menus give way and scroll: a mouse reaches the last of them with the arrow.
      const last = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').last();
      const lastShown = () => last.evaluate((el) => el.getBoundingClientRect().right <= el.parentElement!.getBoundingClientRect().right + 1);
      expect(await lastShown()).toBe(false);
      await on.click();
      await expect.poll(lastShown).toBe(true);
      await page.locator('.app-header .scroll-row__arrow--back').waitFor();
    }
    await context.close();
  });
});

describe('D8 and D9 the header and the theme', () => {
  it('the desktop header is as tall in the light theme as in the dark one', async () => {
    const heights: number[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(browser, baseUrl, 'desktop', { colorScheme });
      await page.goto('/');
      heights.push(await page.locator('.app-header').evaluate((el) => el.getBoundingClientRect().height));
      await context.close();
    }
    expect(heights[0]).toBe(heights[1]);
    expect(heights[0]).toBeGreaterThanOrEqual(64);
  });

  it('choosing 深色 in /mine shows 深色 on the header button', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    await signIn(page);
    await page.goto('/mine');
    await page.getByText('深色', { exact: true }).click();
    await page.getByRole('button', { name: /^主题：深色/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('dark');
    await context.close();
  });
});

describe('D5 desktop search', () => {
  it('the header box opens hot and recent searches, then suggestions while typing, the typed words marked', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const box = page.getByRole('search').getByRole('combobox');
    await box.click();
    const dropdown = page.getByTestId('header-search-dropdown');
    await dropdown.getByTestId('hot-searches').locator('li').first().waitFor();
    // A search made there is remembered and listed next time.
    await box.fill('海边');
    await dropdown.locator('.search-panel__suggestions li').first().waitFor();
    // What was typed is marked in each suggestion, as in each result's title.
    const suggestions = dropdown.locator('.search-panel__suggestions li');
    for (const suggestion of await suggestions.all()) expect(await suggestion.locator('mark').allTextContents()).toContain('海边');
    await box.press('Enter');
    await page.waitForURL(/\/searchResult\?keyword=/);
    // (The videos' titles: an advert placed among them has its own.)
    const titles = page.locator('[data-testid="search-media"] a[href^="/videoDetails"] .media-card__title');
    await titles.first().waitFor();
    for (const title of await titles.all()) expect(await title.locator('mark').allTextContents()).toContain('海边');
    await page.keyboard.press('Escape');
    await page.goto('/');
    await page.getByRole('search').getByRole('combobox').click();
    await expect.poll(() => page.getByTestId('header-search-dropdown').getByTestId('recent-searches').innerText()).toContain('海边');
    // Escape closes it.
    await page.keyboard.press('Escape');
    await page.getByTestId('header-search-dropdown').waitFor({ state: 'detached' });
    await context.close();
  });

  it('an address with a keyword over 50 characters searches its first 50, with no error', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await recordToasts(page);
    await page.goto(`/searchResult?keyword=${encodeURIComponent('海'.repeat(80))}`);
    await waitForSession(page);
    await expect.poll(() => page.locator('.search-results__bar input').inputValue()).toBe('海'.repeat(50));
    expect(await page.title()).toContain('海'.repeat(50));
    expect(await page.title()).not.toContain('海'.repeat(51));
    // Its answer: results or the empty state, never the error state (its 重新加载 would fail again).
    await page.locator('[data-testid="search-media"], .state-block--empty').first().waitFor();
    expect(await shownToasts(page)).toEqual([]);
    expect(await page.locator('.state-block--error').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['/searchResult?keyword=海边', '/pcSearchPage'])('%s has one search box', async (path) => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto(path);
    await page.locator('input').first().waitFor();
    await expect.poll(() => page.locator('input:visible').count()).toBe(1);
    await context.close();
  });

  it('/pcSearchPage is reachable from the header', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    // The hot searches are held until the link has been measured, so the lists come in after it is on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/app/hotsearch/list', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForSession(page);
    await page.getByRole('search').getByRole('combobox').click();
    const dropdown = page.getByTestId('header-search-dropdown');
    const more = dropdown.getByRole('link', { name: '进入搜索页' });
    // The link stays where it is when the lists come in (below it it had moved down 180 px under a press).
    await more.waitFor();
    expect(await dropdown.getByTestId('hot-searches').locator('li').count()).toBe(0);
    const before = await more.boundingBox();
    release();
    await dropdown.getByTestId('hot-searches').locator('li').first().waitFor();
    expect(await more.boundingBox()).toEqual(before);
    await more.click();
    await page.waitForURL('**/pcSearchPage');
    await page.getByTestId('hot-searches').locator('li').first().waitFor();
    await context.close();
  });
});

describe('the keyboard in rows of tabs and in the header search', () => {
  /** Which tabs of the page's first tab list are in the tab order, and the chosen one's name. */
  async function tabRow(page: Page) {
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const stops = await tabs.evaluateAll((all) => all.filter((tab) => (tab as HTMLElement).tabIndex === 0).length);
    const chosen = await page.getByRole('tablist').first().locator('[role="tab"][aria-selected="true"]').innerText();
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    return { stops, chosen: chosen.trim(), focused: focused.trim() };
  }

  it('home categories: one tab stop, the arrows, Home and End choose the tab they reach', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const names = (await tabs.allInnerTexts()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(2);
    expect((await tabRow(page)).stops).toBe(1);
    await page.getByRole('tablist').first().locator('[aria-selected="true"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/[?&]id=/);
    await expect.poll(() => tabRow(page)).toEqual({ stops: 1, chosen: names[1], focused: names[1] });
    await page.keyboard.press('End');
    await expect.poll(() => tabRow(page)).toEqual({ stops: 1, chosen: names.at(-1), focused: names.at(-1) });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabRow(page)).toEqual({ stops: 1, chosen: names[0], focused: names[0] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the message centre: the right arrow moves to the next tab, Enter opens it (a tab passed over stays unread)', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/');
    await waitForSession(page);
    await signIn(page);
    await page.goto('/sysMsg');
    await page.getByRole('tabpanel').waitFor();
    expect((await tabRow(page)).stops).toBe(1);
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('message-tab-comment');
    expect(page.url()).not.toContain('tab=');
    await page.keyboard.press('Enter');
    await page.waitForURL(/tab=comment/);
    await expect.poll(() => page.getByRole('tab', { selected: true }).evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press(' ');
    await page.waitForURL((url) => !url.search.includes('tab='));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('one focus ring per field: the search bars, the sign-in fields and the header search', async () => {
    const outline = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).outlineStyle);
    const { page, context } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/searchPage');
    await waitForSession(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(await outline(page, '.adm-search-bar-input-box')).toBe('solid');
    expect(await outline(page, '.adm-search-bar .adm-input')).toBe('none');
    await page.goto('/login');
    await page.locator('.login-field__control input').first().focus();
    expect(await outline(page, '.login-field__control')).toBe('solid');
    expect(await outline(page, '.login-field__control .adm-input')).toBe('none');
    await context.close();

    const desktop = await openPage(browser, baseUrl, 'desktop');
    await desktop.page.goto('/');
    await waitForSession(desktop.page);
    expect(await outline(desktop.page, '.app-header__search')).toBe('none');
    await desktop.page.getByRole('search').getByRole('combobox').focus();
    expect(await outline(desktop.page, '.app-header__search')).toBe('solid');
    await desktop.context.close();
  });

  it('the header search: down into the dropdown, up and down through it, Escape back to the box', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const box = page.getByRole('search').getByRole('combobox');
    await box.focus();
    const dropdown = page.getByTestId('header-search-dropdown');
    await dropdown.getByTestId('hot-searches').locator('li').first().waitFor();
    const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? document.activeElement?.tagName);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('进入搜索页');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('换一批');
    await page.keyboard.press('ArrowDown');
    const first = (await dropdown.getByTestId('hot-searches').locator('li').first().innerText()).trim();
    await expect.poll(focusedText).toBe(first);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedText).toBe('进入搜索页');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('换一批');
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'detached' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    // With the box focused and the dropdown closed, the down arrow opens it again.
    await page.keyboard.press('ArrowDown');
    await dropdown.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the header search: its entries are no Tab stops; Tab from the box or an entry closes the dropdown and goes on', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const search = page.getByRole('search');
    const box = search.getByRole('combobox', { name: '搜索视频、演员、标签' });
    const submit = search.getByRole('button', { name: '搜索', exact: true });
    const theme = page.getByRole('button', { name: /^主题：/ });
    const dropdown = page.getByTestId('header-search-dropdown');
    const hot = dropdown.getByTestId('hot-searches').locator('li');
    // Reached by Tab, the box opens its dropdown; Tab goes on to the box's own button and then out of the search.
    await tabTo(page, box);
    await hot.first().waitFor();
    expect(await hot.count()).toBe(10);
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(submit)).toBe(true);
    await dropdown.waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(theme)).toBe(true);
    // Back: the box opens it again; Shift+Tab from the box closes it on the way out.
    await tabTo(page, box, { back: true, max: 2 });
    await hot.first().waitFor();
    await page.keyboard.press('Shift+Tab');
    await dropdown.waitFor({ state: 'detached' });
    expect(await search.evaluate((form) => form.contains(document.activeElement))).toBe(false);
    // The entries are reached with the arrows (进入搜索页 first); Tab from one goes on as from the box.
    await tabTo(page, box);
    await hot.first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(hot.first().getByRole('button'))).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(submit)).toBe(true);
    await dropdown.waitFor({ state: 'detached' });
    await tabTo(page, box, { back: true, max: 1 });
    await page.keyboard.press('ArrowDown');
    const open = dropdown.getByRole('link', { name: '进入搜索页' });
    await expect.poll(() => isFocused(open)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pcSearchPage');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the search page: its clear button is a named button Tab reaches; Enter or Space empties the box and gives it the focus back', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/searchPage');
    await waitForSession(page);
    const box = page.getByRole('searchbox', { name: '搜索' });
    await expect.poll(() => isFocused(box)).toBe(true);
    const clear = page.getByRole('button', { name: '清除内容' });
    for (const key of ['Enter', ' ']) {
      await page.keyboard.type('abc');
      await expect.poll(() => box.inputValue()).toBe('abc');
      await page.keyboard.press('Tab');
      await expect.poll(() => isFocused(clear), { message: key }).toBe(true);
      expect(await outlineOf(clear)).toBe('solid 2px');
      await page.keyboard.press(key);
      await expect.poll(() => box.inputValue(), { message: key }).toBe('');
      await expect.poll(() => isFocused(box), { message: key }).toBe(true);
      expect(await clear.count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pull to refresh on the feeds that lacked it', () => {
  it.each([
    ['/post', /\/api\/app\/post\/center/],
    ['/mine/collections', /\/api\/app\/collect\/list/],
    ['/actressPage?id=3', /\/api\/app\/(actress\/detail|media\/list)/],
    ['/groupDetail', /\/api\/app\/(group\/detail|group\/posts|brand\/\w+)/],
  ] as const)('%s', async (path, call) => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    await page.goto('/');
    await waitForSession(page);
    await signIn(page);
    let target: string = path;
    if (path === '/groupDetail') {
      const groups = await nodeApi(baseUrl).call(api.groupList, { page: 1, pageSize: 1 });
      target = `/groupDetail?id=${groups.list[0]!.id}`;
    }
    trackRequests(page);
    await page.goto(target);
    await page.locator('.ptr').waitFor();
    // The page's first answers in, so what is asked after the pull is the pull's.
    await networkQuiet(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (call.test(request.url())) asked.push(request.url());
    });
    await pullDown(page);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ptr').getAttribute('data-status')).toBe('idle');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('D10 titles after in-app navigation', () => {
  it('a video opened from the home feed names the tab', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const card = page.locator('[data-testid="feed-grid"] a.media-card[href*="videoDetails"]').first();
    const title = (await card.locator('.media-card__title').innerText()).trim();
    await card.click();
    await page.waitForURL(/videoDetails/);
    await expect.poll(() => page.title()).toBe(`${title} - MD视频`);
    await context.close();
  });

  it('a tag opened from the tag list names the tab', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/tagList');
    await waitForSession(page);
    const chip = page.locator('a[href*="tagDetails?tid="]').first();
    const name = (await chip.innerText()).replace(/^#/, '').replace(/\s*\d+$/, '').trim();
    await chip.click();
    await page.waitForURL(/tagDetails/);
    await expect.poll(() => page.title()).toContain(name);
    await context.close();
  });
});

describe('D11 not-found pages of known routes', () => {
  it.each(['/videoDetails?id=99999999', '/videoDetails', '/topicsPage?id=31', '/actressPage?id=99999', '/tagDetails?tid=99999', '/tagReviews?tid=99999', '/tagReviews', '/?id=99999&tit=gone'])('%s is a designed page in the site', async (path) => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile');
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    expect(await page.title()).toBe('内容不存在 - MD视频');
    await page.getByRole('heading', { level: 1, name: '内容不存在' }).waitFor();
    expect(await page.locator('header.app-header').count()).toBe(1);
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('tab', { name: '首页', selected: true }).waitFor();
    await context.close();
  });
});

describe('D11 posts and reviews no guest may see', () => {
  // The page still asks with the visitor's session (an author sees their own in review), so it renders as usual;
  // the status tells a crawler or a link checker that nothing public is there.
  it.each([
    ['/postDetail?id=99999999', 'post-missing'],
    ['/postDetail', 'post-missing'],
    ['/reviewDetail?id=99999999', 'review-missing'],
  ])('%s answers 404 and shows its not-found state', async (path, testId) => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await recordToasts(page);
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    // Titled so from the first paint (what a crawler or a link preview reads), not only once the browser has asked.
    expect(await response!.text()).toContain('<title>内容不存在 - MD视频</title>');
    await page.getByTestId(testId).waitFor();
    await expect.poll(() => page.title()).toMatch(/^内容不存在/);
    // Said once, on the page: no toast repeating the server's reason over it.
    expect(await shownToasts(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an announcement that does not exist', () => {
  it.each(['/noticeDetail?id=99999999', '/noticeDetail'])('%s shows the not-found page, not a failure to reload', async (path) => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/');
    await waitForSession(page);
    await signIn(page);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: '内容不存在' }).waitFor();
    expect(await page.getByRole('button', { name: /^(重新加载|重试)$/ }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('内容不存在 - MD视频');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the square's tag row with a mouse", () => {
  it('shows an arrow at each end that has more, and a press brings the tags past the edge into view', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    await signIn(page);
    await page.goto('/post');
    const row = page.getByRole('group', { name: '按标签筛选' });
    await expect.poll(() => row.getByRole('button').count()).toBeGreaterThan(8);
    // Narrower than its chips whatever the fonts (the seeded tags, about 700 px, only just overflow the column at
    // 1280), and wide enough for one press to reach the end (it moves the row by 0.8 of its width).
    await row.evaluate((el) => (el.style.maxWidth = '480px'));
    const last = row.getByRole('button').last();
    const lastInView = () =>
      last.evaluate((chip) => {
        const shown = chip.parentElement!.getBoundingClientRect();
        const box = chip.getBoundingClientRect();
        return box.left >= shown.left - 1 && box.right <= shown.right + 1;
      });
    const back = page.locator('.scroll-row__arrow--back');
    const on = page.locator('.scroll-row__arrow--on');
    await on.waitFor();
    expect(await back.count()).toBe(0);
    expect(await lastInView()).toBe(false);
    // For the mouse only: a screen reader and the tab order reach the chips themselves.
    expect(await page.getByRole('button', { name: /^(向左滚动|向右滚动)$/ }).count()).toBe(0);

    await on.click();
    await expect.poll(lastInView).toBe(true);
    await back.waitFor();
    await on.waitFor({ state: 'detached' });
    await back.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(0);
    await back.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the skip link', () => {
  it('takes the keyboard past the header into the page, with no history entry', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/tagList');
    await waitForSession(page);
    const before = await page.evaluate(() => history.length);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(before);
    // The next Tab lands inside the page, not in the header's menus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main')))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('D13 blank states', () => {
  it('/tagDetails without a tag offers the tag list', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/tagDetails');
    await page.getByText('还没有选择标签').waitFor();
    await page.getByRole('link', { name: '去看看标签' }).click();
    await page.waitForURL('**/tagList');
    await context.close();
  });

  it.each(['/searchResult', '/searchResult?keyword=', '/searchResult?keyword=%20%20'])('%s (no keyword) says what to do, with a clean title and heading', async (path) => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile');
    await page.goto(path);
    await page.getByText('输入关键词开始搜索').waitFor();
    expect(await page.title()).toBe('搜索结果 - MD视频');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('搜索结果');
    await context.close();
  });

  it('a term with no suggestion keeps hot searches on the search page', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/searchPage');
    await page.getByTestId('hot-searches').locator('li').first().waitFor();
    await page.getByRole('searchbox').or(page.locator('.search-panel input')).first().fill('zzqqxxnomatch');
    await page.getByText('没有与“zzqqxxnomatch”相关的建议', { exact: false }).waitFor();
    expect(await page.getByTestId('hot-searches').locator('li').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the back button on secondary pages at mobile width', () => {
  it('goes back in the app when there is history', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    await page.goto('/');
    await waitForSession(page);
    expect(await page.getByRole('button', { name: '返回' }).count()).toBe(0);
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '演员' }).click();
    await page.waitForURL('**/actressList');
    await page.locator('a[href*="actressPage?id="]').first().click();
    await page.waitForURL(/actressPage/);
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL('**/actressList');
    await context.close();
  });

  it('goes home when the page was opened directly', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    await page.goto('/videoDetails?id=1');
    await waitForSession(page);
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('is not shown at desktop width', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/videoDetails?id=1');
    expect(await page.getByRole('button', { name: '返回' }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('D22 adverts of the video page and of search', () => {
  it('the video page shows its advert in the related list', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/videoDetails?id=1');
    const advert = page.locator('.video-page__related a.advert-card');
    await advert.first().waitFor();
    expect(await advert.first().getAttribute('rel')).toContain('sponsored');
    expect(await advert.first().innerText()).toContain('广告');
    await context.close();
  });

  it('search results show the search advert at its position', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/searchResult?keyword=海');
    await page.locator('[data-testid="search-media"] a.advert-card').first().waitFor();
    expect(await page.locator('[data-testid="search-media"] > *').nth(3).locator('a.advert-card').count()).toBe(1);
    await context.close();
  });
});

describe('D17–D20 finish', () => {
  it('D17 the popup notice at 375 px keeps 《隐私政策》 on one line', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    await page.goto('/');
    await waitForSession(page);
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).click();
    // The popup's notices: the card restore link, then the agreement with 《隐私政策》.
    const notice = page.locator('.login-popup__notice', { hasText: '《隐私政策》' });
    await notice.waitFor();
    const lines = await notice.evaluate(`(() => {
      const el = [...document.querySelectorAll('.login-popup__notice')].find((p) => p.textContent.includes('《隐私政策》'));
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent.indexOf('《隐私政策》');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 6);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return -1;
    })()`);
    expect(lines).toBe(1);
    await context.close();
  });

  it('D18 the home topics at 1280 px fill their rows', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await page.locator('.topic').first().waitFor();
    const grids = (await page.evaluate(`[...document.querySelectorAll('.topic > .media-grid')].map((grid) => {
      const tops = [...grid.children].map((c) => Math.round(c.getBoundingClientRect().top));
      const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
      return { title: grid.parentElement.querySelector('h2').textContent, rows, columns };
    })`)) as { title: string; rows: number[]; columns: number }[];
    expect(grids.length).toBeGreaterThan(0);
    // Every row of a topic is full: no half-empty row, no orphan card.
    for (const grid of grids) for (const row of grid.rows) expect(row, grid.title).toBe(grid.columns);
    // List-style rows go two by two rather than stretching over the whole width.
    const list = page.locator('.topic__list').first();
    if (await list.count()) {
      const [listWidth, cardWidth] = await list.evaluate((el) => [el.getBoundingClientRect().width, el.firstElementChild!.getBoundingClientRect().width]);
      expect(cardWidth).toBeLessThanOrEqual(listWidth / 2);
    }
    await context.close();
  });

  it('D19 /mine uses the brand colours for the chosen theme and the avatar, in the dark theme too', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop', { colorScheme: 'dark' });
    await page.goto('/');
    await waitForSession(page);
    await signIn(page);
    await page.goto('/mine');
    await page.getByText('深色', { exact: true }).click();
    const checked = page.locator('.theme-switch .choice-group__input:checked + .choice-group__label');
    await checked.waitFor();
    expect(await page.getByRole('radio', { name: '深色' }).isChecked()).toBe(true);
    // The theme's soft brand red (theme.css), whatever its value: not antd's blue, not a grey.
    const brandSoft = await page.evaluate(`(() => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--md-primary-soft)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    })()`);
    expect(brandSoft).toMatch(/^rgba\(\d+, \d+, \d+, 0\.\d+\)$/);
    expect(await checked.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(brandSoft);
    // A visitor without a picture has the first letter of their nickname on the soft red, round; nothing of antd's
    // placeholder picture (its title, 编组 3, showed as a tooltip).
    const avatar = page.locator('.mine-header__avatar .user-avatar');
    expect(await avatar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(brandSoft);
    expect(await avatar.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
    expect(await avatar.textContent()).toBe(Array.from((await page.getByTestId('mine-nickname').textContent())!)[0]);
    expect(await page.locator('.mine-header__avatar svg').count()).toBe(0);
    // The choices are a radio group by the keyboard too: the arrow keys move the theme.
    await page.getByRole('radio', { name: '深色' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('radio', { name: '浅色' }).isChecked()).toBe(true);
    await expect.poll(() => checked.textContent()).toBe('浅色');
    await context.close();
  });

  it('D20 a poster already in the tab is not preloaded again (an unused preload)', async () => {
    const { page, context } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const card = page.locator('[data-testid="feed-grid"] a.media-card[href*="videoDetails"]').first();
    // Cards load their pictures as they come into view.
    await card.scrollIntoViewIfNeeded();
    await card.locator('img').waitFor();
    const preloads = () => page.evaluate(() => [...document.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href')));
    const before = await preloads();
    await card.click();
    await page.waitForURL(/videoDetails/);
    await page.locator('.video-page__player img').first().waitFor();
    expect((await preloads()).filter((href) => !before.includes(href))).toEqual([]);
    await context.close();
  });
});

describe("the video page's bars on a phone", () => {
  it("the header stays over the player's own bar, the tabs stick under it, and the danmaku field has room", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    await page.goto('/videoDetails?id=5');
    await waitForSession(page);
    const header = (await page.locator('.app-header').boundingBox())!;
    // Scrolled a little: the player's quality bar passes under the header, never over its buttons.
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(60);
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.app-header') !== null,
      [header.x + header.width - 30, header.y + header.height * 0.3],
    );
    expect(onTop).toBe(true);
    // The field to write a danmaku in is wider than the buttons around it (the settings button is its icon here).
    const field = (await page.getByRole('textbox', { name: '发送弹幕' }).boundingBox())!;
    expect(field.width).toBeGreaterThan(150);
    expect(await page.getByRole('button', { name: '弹幕设置' }).count()).toBe(1);
    // Scrolled further: the 简介 / 评论 tabs stick right under the header.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(350);
    const tabs = (await page.getByRole('button', { name: '简介', exact: true }).boundingBox())!;
    expect(tabs.y).toBeGreaterThanOrEqual(header.y + header.height - 1.5);
    expect(tabs.y).toBeLessThan(header.y + header.height + 8);
    expect(errors).toEqual([]);
    await context.close();
  });
});
