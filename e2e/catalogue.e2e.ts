import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, pauseEarly, readKv, scrollAndSettle, settledCount, waitForSession, recordToasts, toastShown, videoTime } from './support/browser.ts';
import { isFocused, markContrastOf, outlineOf, sightOf, tabTo } from './support/keyboard.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A guest on a video that is not free is told so under the player and asked to sign in for high definition (the
 * popup's code comes after the notice): say no. A free video asks nothing.
 */
async function declineSignInIfAsked(page: Page) {
  if (!(await page.getByText('游客仅可观看标清').isVisible())) return;
  await page.getByText('登录后继续畅享高清视频').waitFor();
  await page.locator('.adm-center-popup-close').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

describe.each(['mobile', 'desktop'] as const)('catalogue at %s size', (viewport) => {
  it('home → video: the player plays, shows seek previews, and resumes after leaving', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await page.locator('[data-testid="feed-grid"] a.media-card:not(.advert-card)').first().click();
    await page.waitForURL(/\/videoDetails\?id=\d+/);
    const url = page.url();
    const id = new URL(url).searchParams.get('id')!;
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The player's code loads on the first tap; on a loaded machine a tap that lands while the page is still settling
    // (its personal state arriving re-renders the poster) is lost, so the tap is repeated until the player is there.
    await expect
      .poll(
        async () => {
          if ((await page.locator('video').count()) > 0) return true;
          await page.getByRole('button', { name: /^播放/ }).click({ timeout: 5_000 }).catch(() => undefined);
          return (await page.locator('video').count()) > 0;
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe(true);
    // A guest on a video that is not free is asked to sign in for high definition, and still plays.
    await declineSignInIfAsked(page);
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(2);
    // Paused from here on: on a loaded machine the steps below could outlast the clip, and a playing video's
    // controls hide after a few idle seconds.
    const pausedAt = await pauseEarly(page);

    const bar = (await page.locator('.xgplayer-progress').first().boundingBox())!;
    await page.mouse.move(bar.x + bar.width / 2, bar.y - 80);
    await page.mouse.move(bar.x + bar.width * 0.3, bar.y + bar.height / 2, { steps: 5 });
    await page.mouse.move(bar.x + bar.width * 0.6, bar.y + bar.height / 2, { steps: 10 });
    await page.locator('.xg-spot-info').waitFor({ state: 'visible' });
    expect(await page.locator('xg-thumbnail.progress-thumbnail').first().evaluate((el) => (el as HTMLElement).style.backgroundImage)).toContain('sprite.jpg');

    // Leave inside the site, as a visitor would, then read where the video was left.
    await page.getByRole('link', { name: /首页$/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(async () => ((await readKv(page, 'watch_history', id)) as { time: number } | null)?.time ?? 0).toBeGreaterThan(pausedAt - 0.5);
    const saved = (await readKv(page, 'watch_history', id)) as { time: number };

    // Pressed as soon as the poster shows, scripts running or not (a press before hydration is kept).
    await page.goto(url);
    await page.getByRole('button', { name: /^播放/ }).click();
    await page.waitForSelector('video');
    await declineSignInIfAsked(page);
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(saved!.time - 0.5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor collects, supports and opposes a video; the page shows it again after a reload', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    const id = viewport === 'mobile' ? 61 : 62;
    await page.goto(`/videoDetails?id=${id}`);
    await waitForSession(page);
    const actions = page.getByRole('group', { name: '操作' });
    const collect = actions.getByRole('button', { name: /收藏/ });
    const support = actions.getByRole('button', { name: /^赞/ });
    const oppose = actions.getByRole('button', { name: /^踩/ });
    // Rendered with the page (no shift on hydration), then the visitor's own state arrives.
    const count = async (button: typeof collect) => Number(/(\d+)/.exec((await button.textContent()) ?? '')![1]);
    const collects = await count(collect);
    const supports = await count(support);
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('false');
    // A guest: the collection is kept for the account a sign-up makes, and only an account has 我的收藏 — said so.
    await recordToasts(page);
    await collect.click();
    await toastShown(page, '已收藏，注册后可在「我的收藏」查看');
    await expect.poll(() => collect.textContent()).toBe(`已收藏 ${collects + 1}`);
    expect(await collect.getAttribute('aria-pressed')).toBe('true');
    await support.click();
    await expect.poll(() => support.getAttribute('aria-pressed')).toBe('true');
    expect(await count(support)).toBe(supports + 1);
    await oppose.click();
    await expect.poll(() => oppose.getAttribute('aria-pressed')).toBe('true');
    expect(await support.getAttribute('aria-pressed')).toBe('false');
    expect(await count(support)).toBe(supports);

    await page.reload();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');
    expect(await oppose.getAttribute('aria-pressed')).toBe('true');
    await collect.click();
    await expect.poll(() => collect.textContent()).toBe(`收藏 ${collects}`);
    await context.close();
  });

  it('a visitor collects an actress, and the page shows it again after a reload', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto(`/actressPage?id=${viewport === 'mobile' ? 7 : 8}`);
    await waitForSession(page);
    // The name starts below the cover (it ran 8 px into the picture at the wide size).
    const cover = (await page.locator('.actress-page__cover').boundingBox())!;
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeGreaterThanOrEqual(cover.y + cover.height - 0.5);
    const collect = page.getByRole('button', { name: /收藏/ }).first();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('false');
    await collect.click();
    await expect.poll(() => collect.textContent()).toBe('已收藏');
    await page.reload();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');
    await collect.click();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('actress list (kept alive) → actress page, which is recorded in the performer history', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/actressList');
    await waitForSession(page);
    await page.locator('[data-testid="actress-grid"] .actress-card').first().waitFor();
    await page.getByRole('tab', { name: '作品数' }).click();
    await page.waitForURL(/sort=works/);
    // The list of the new sort first, then the scroll, then any page the scroll asked for: note what the list holds
    // and where the window is once nothing more is coming.
    await page.getByRole('tab', { name: '作品数', selected: true }).waitFor();
    await settledCount(page, '[data-testid="actress-grid"]', '.actress-card');
    await scrollAndSettle(page, 300);
    const count = await settledCount(page, '[data-testid="actress-grid"]', '.actress-card');
    const scrollY = await page.evaluate(() => window.scrollY);
    const refetches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/app/actress/list')) refetches.push(r.url());
    });
    // A card already in view, clicked where it is: a Playwright click would first scroll a card partly out of view
    // into view, and the list would rightly come back to that position rather than the one noted above.
    const inView = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="actress-grid"] .actress-card')].findIndex((c) => {
        const r = c.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    );
    expect(inView).toBeGreaterThanOrEqual(0);
    const card = page.locator('[data-testid="actress-grid"] .actress-card').nth(inView);
    const name = (await card.locator('.actress-card__name').textContent())!;
    await card.evaluate((el: HTMLElement) => el.click());
    await page.waitForURL(/\/actressPage\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => readKv(page, 'actress_history', id)).toMatchObject({ id: Number(id), name });

    await page.goBack();
    await page.waitForURL(/\/actressList\?sort=works/);
    await page.locator('[data-testid="actress-grid"] .actress-card').first().waitFor();
    expect(await page.locator('[data-testid="actress-grid"] .actress-card').count()).toBe(count);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);
    expect(refetches).toEqual([]);
    await context.close();
  });

  it('tag details lists the tag\'s videos in each sort; Back to a page left at its top lands at its top', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    await page.goto('/tagList');
    await waitForSession(page);
    const first = page.waitForRequest((r) => r.url().endsWith('/api/app/media/list') && r.postDataJSON()?.sort === 'new');
    await page.getByRole('link', { name: /^旅行/ }).first().click();
    await page.waitForURL(/\/tagDetails\?tid=\d+&contentType=2/);
    await page.getByRole('heading', { name: '#旅行' }).waitFor();
    // Newest first by default; each other sort asks the server again.
    expect((await first).postDataJSON().tagId).toBeGreaterThan(0);
    await page.locator('[data-testid="tag-media"] .media-card').first().waitFor();
    for (const [label, sort] of [['最热', 'hot'], ['最多收藏', 'collect']] as const) {
      const request = page.waitForRequest((r) => r.url().endsWith('/api/app/media/list') && r.postDataJSON()?.sort === sort);
      await page.getByRole('tab', { name: label }).click();
      await page.waitForURL(new RegExp(`sort=${sort}`));
      const body = (await request).postDataJSON();
      expect(body.tagId).toBeGreaterThan(0);
      await page.locator('[data-testid="tag-media"] .media-card').first().waitFor();
    }

    // Back to a page left at its top (no scroll, so no position kept for it) lands at its top, not where the page
    // just left was.
    await page.goto('/tagList');
    await waitForSession(page);
    await page.getByText('首页', { exact: true }).locator('visible=true').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-testid="feed-grid"] .media-card').first().waitFor();
    await scrollAndSettle(page, 400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.goBack();
    await page.waitForURL(/\/tagList$/);
    await page.getByRole('link', { name: /^旅行/ }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('a topic page shows its items and sorts them; an actress topic shows actresses', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    const response = await page.goto('/topicsPage?id=1');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: '本周精选' }).waitFor();
    await waitForSession(page);
    await page.locator('[data-testid="topic-media"] .media-card').first().waitFor();
    await page.getByRole('tab', { name: '最热' }).click();
    await page.waitForURL(/sort=hot/);
    await page.locator('[data-testid="topic-media"] .media-card').first().waitFor();
    await page.goto('/topicsPage?id=15');
    await page.getByRole('heading', { level: 1, name: '人气演员' }).waitFor();
    await page.locator('.actress-grid .actress-card').first().waitFor();
    await context.close();
  });

  it('search keeps recent terms: newest first, no repeats, at most ten, clearable', async () => {
    const { page, context } = await openPage(browser, baseUrl, viewport);
    const searchPath = viewport === 'mobile' ? '/searchPage' : '/pcSearchPage';
    await page.goto(searchPath);
    await waitForSession(page);
    const terms = ['海边', '山间', '海边', '咖啡', '骑行', '书店', '古城', '雪山', '渔村', '集市', '校园', '竹林'];
    // The search page's own box (the results page has one too, still on screen for a moment after going back).
    const panel = page.locator('main.search-panel');
    for (const term of terms) {
      const box = panel.getByRole('searchbox');
      await box.fill(term);
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname === '/searchResult' && u.searchParams.get('keyword') === term);
      await page.goBack();
      await page.waitForURL((u) => u.pathname === searchPath);
      // The panel is back, drawn afresh, when it lists the term just searched (typing before would go to the old one).
      await panel.getByTestId('recent-searches').getByText(term, { exact: true }).waitFor();
    }
    const recent = page.getByTestId('recent-searches').locator('.chip');
    await expect.poll(() => recent.allTextContents()).toEqual(['竹林', '校园', '集市', '渔村', '雪山', '古城', '书店', '骑行', '咖啡', '海边']);
    await page.getByRole('button', { name: '清空最近搜索' }).click();
    await page.getByTestId('recent-searches').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('md:app')!).searchRecord)).toEqual([]);
    // Results for a one-character term, and the hot list.
    await page.goto('/searchResult?keyword=%E6%B5%B7');
    await page.locator('[data-testid="search-media"] .media-card').first().waitFor();
    await page.goto(searchPath);
    await expect.poll(() => page.locator('.hot-list li').count()).toBe(10);
    await context.close();
  });
});

/** Recent searches kept in the tab, as earlier searches would have left them. */
async function rememberSearches(page: Page, terms: string[]) {
  await page.evaluate((list) => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app') ?? '{}'), searchRecord: list }));
  }, terms);
}

describe.each(['mobile', 'desktop'] as const)('clearing recent searches by keyboard at %s size', (viewport) => {
  it('清空最近搜索 on the search page gives the focus to the 热门搜索 heading, and Tab goes on to 换一批', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    await rememberSearches(page, ['海边', '山间']);
    await page.goto(viewport === 'mobile' ? '/searchPage' : '/pcSearchPage');
    const panel = page.locator('main.search-panel');
    await panel.getByTestId('hot-searches').locator('li').first().waitFor();
    const clear = panel.getByRole('button', { name: '清空最近搜索' });
    await tabTo(page, clear);
    await page.keyboard.press('Enter');
    await panel.getByTestId('recent-searches').waitFor({ state: 'detached' });
    const hot = panel.getByRole('heading', { name: '热门搜索' });
    await expect.poll(() => isFocused(hot)).toBe(true);
    expect(await outlineOf(hot)).toBe('none');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(panel.getByRole('button', { name: '换一批' }))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  if (viewport === 'desktop')
    it("清空最近搜索 in the header's dropdown gives the focus to its 换一批, and the dropdown stays open", async () => {
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);
      await page.goto('/');
      await waitForSession(page);
      await rememberSearches(page, ['海边', '山间']);
      await page.goto('/');
      const dropdown = page.getByTestId('header-search-dropdown');
      await page.getByRole('search').getByRole('combobox').focus();
      await dropdown.getByTestId('recent-searches').waitFor();
      // Down: 进入搜索页, then 清空最近搜索.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const clear = dropdown.getByRole('button', { name: '清空最近搜索' });
      await expect.poll(() => isFocused(clear)).toBe(true);
      await page.keyboard.press('Enter');
      await dropdown.getByTestId('recent-searches').waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(dropdown.getByRole('button', { name: '换一批' }))).toBe(true);
      // Still the combobox's dropdown: the down arrow goes on to the first hot search (once the list has come: on a
      // loaded machine its answer can be later than the recent searches, which are the device's own).
      await dropdown.getByTestId('hot-searches').getByRole('button').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocused(dropdown.getByTestId('hot-searches').getByRole('button').first())).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

  if (viewport === 'desktop')
    it("the header's box has a clear button while it has words: Tab reaches it, Enter empties the box and gives it the focus back", async () => {
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);
      await page.goto('/');
      await waitForSession(page);
      const form = page.getByRole('search');
      const box = form.getByRole('combobox');
      const clear = form.getByRole('button', { name: '清除内容' });
      await box.focus();
      expect(await clear.count()).toBe(0);
      await page.keyboard.type('海边');
      await clear.waitFor();
      await page.keyboard.press('Tab');
      await expect.poll(() => isFocused(clear)).toBe(true);
      expect(await outlineOf(clear)).not.toBe('none');
      // Its mark is seen on the box (3:1) in both themes.
      expect(await markContrastOf(clear)).toBeGreaterThanOrEqual(3);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.prefersColorScheme)).toBe('dark');
      expect(await markContrastOf(clear)).toBeGreaterThanOrEqual(3);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.keyboard.press('Enter');
      await expect.poll(() => box.inputValue()).toBe('');
      await expect.poll(() => isFocused(box)).toBe(true);
      expect(await clear.count()).toBe(0);
      // Back in the box, its dropdown is open again with what an empty box offers.
      await page.getByTestId('header-search-dropdown').getByTestId('hot-searches').waitFor();
      // A press does the same.
      await box.fill('山间');
      await clear.click();
      await expect.poll(() => box.inputValue()).toBe('');
      await expect.poll(() => isFocused(box)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
});

describe('the video page on a phone, by keyboard', () => {
  it('评论 N and 简介 bring their section into sight and give the focus to its heading', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/videoDetails?id=5');
    await waitForSession(page);
    const sections = page.getByRole('navigation', { name: '视频内容' });
    const toComments = sections.getByRole('button', { name: /^评论/ });
    await tabTo(page, toComments);
    await page.keyboard.press('Enter');
    const commentsHeading = page.locator('#comments-title');
    await expect.poll(() => isFocused(commentsHeading)).toBe(true);
    expect(await outlineOf(commentsHeading)).toBe('none');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The next Tab is in the comments (the box to write one), not back at the top.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#comments')))).toBe(true);

    await sections.getByRole('button', { name: '简介', exact: true }).focus();
    await page.keyboard.press('Enter');
    const title = page.locator('#video-title');
    await expect.poll(() => isFocused(title)).toBe(true);
    expect(await outlineOf(title)).toBe('none');
    expect(await sightOf(title)).toBe('in sight');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Tab goes from the reviews to the comments and then to the recommendations, as they are shown', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/videoDetails?id=5');
    await waitForSession(page);
    await page.locator('.video-page__related .media-card').first().waitFor();
    // Shown top to bottom: comments above the recommendations.
    const tops = await page.evaluate(() => ({
      comments: document.querySelector('.video-page__comments')!.getBoundingClientRect().top,
      related: document.querySelector('.video-page__related')!.getBoundingClientRect().top,
    }));
    expect(tops.comments).toBeLessThan(tops.related);
    // From 写测评, Tab reaches the comments before any recommendation.
    await tabTo(page, page.getByRole('link', { name: '写测评' }).or(page.getByRole('button', { name: '写测评' })).first());
    const reached: string[] = [];
    for (let presses = 0; presses < 40 && reached.length < 2; presses++) {
      await page.keyboard.press('Tab');
      const section = await page.evaluate(() => (document.activeElement?.closest('.video-page__comments') ? 'comments' : document.activeElement?.closest('.video-page__related') ? 'related' : null));
      if (section && !reached.includes(section)) reached.push(section);
    }
    expect(reached).toEqual(['comments', 'related']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
