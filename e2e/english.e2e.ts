/**
 * The site in English: chosen in the settings (kept in a cookie, so the server renders it), the chrome of the
 * main pages and the login popup in English, the help content (FAQ, contacts, feedback types) in English, and a
 * server tip in English. The demo catalogue itself (titles, names) is content and stays Chinese.
 */
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, uniqueAccount } from './support/api.ts';
import { launchBrowser, openPage, waitForSession, type PageSession, type ViewportName } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

/**
 * Elements whose words are the demo catalogue's (titles, names, tags, search terms, the banners' titles), not the
 * chrome's, and words marked as another language (the language switch names each language in its own words). The
 * config's menus, the home tabs and the icon entries are named in English by the operator (the demo's are), so
 * they are checked as chrome.
 */
const CONTENT = [
  '[lang="zh-CN"]',
  '.carousel',
  '.topic__title',
  '.topic__rank-title',
  '.media-card__title',
  '.actress-card__name',
  '.chips',
  '.chip',
  '.hot-list',
  '.video-info__title',
  '.video-info__desc',
  '.advert-card',
  '.comment',
  '.search-results__bar',
  '.media-card',
].join(', ');

/**
 * Chrome texts (header, footers, buttons, labels, placeholders, the page title) that still carry CJK, with the
 * content's words (and `extra`, such as the search term) taken out of them first ("Play <title>" is chrome).
 */
async function chineseChrome(page: Page, extra: string[] = []): Promise<string[]> {
  const texts = await page.evaluate(([content, extraWords]) => {
    const words = [...document.querySelectorAll(content)].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
    words.push(...extraWords);
    words.sort((a, b) => b.length - a.length);
    const out: string[] = [];
    const roots = [...document.querySelectorAll('header, footer, nav, [role="dialog"], main')];
    for (const root of roots) {
      if (root.closest(content)) continue;
      const copy = root.cloneNode(true) as Element;
      copy.querySelectorAll(content).forEach((el) => el.remove());
      const chrome = copy.matches('main') ? [...copy.querySelectorAll('button, h1, h2, h3, [role="tab"], .state-block, label')] : [copy];
      for (const el of chrome) {
        out.push(el.textContent ?? '');
        for (const node of [el, ...el.querySelectorAll('[aria-label], [placeholder], [title]')]) {
          for (const name of ['aria-label', 'placeholder', 'title']) out.push(node.getAttribute(name) ?? '');
        }
      }
    }
    out.push(document.title);
    return out.map((text) => words.reduce((rest, word) => rest.split(word).join(' '), text));
  }, [CONTENT, extra] as const);
  return texts.filter((text) => CJK.test(text));
}

async function englishPage(viewport: ViewportName): Promise<PageSession & { hydrationErrors: string[] }> {
  const session = await openPage(browser, baseUrl, viewport);
  await session.context.addCookies([{ name: 'md_lang', value: 'en-US', url: baseUrl }]);
  const hydrationErrors: string[] = [];
  session.page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#425/i.test(message.text())) hydrationErrors.push(message.text());
  });
  return { ...session, hydrationErrors };
}

async function registeredAccount() {
  const client = nodeApi(baseUrl);
  const account = uniqueAccount('en');
  const session = await client.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
  return { account, session };
}

/** The page, after its first visit, holds the session of a new account (as a sign-in would leave it). */
async function signedInAsNewAccount(page: Page) {
  await page.goto('/');
  await waitForSession(page);
  const { session } = await registeredAccount();
  await page.evaluate((s) => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
    localStorage.setItem('md:user', JSON.stringify(s.userInfo));
  }, session);
}

describe.each(['mobile', 'desktop'] as const)('English at %s size', (viewport) => {
  it('is chosen in the settings, applies in place, and the next server render uses it', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await signedInAsNewAccount(page);
    await page.goto('/mine');
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    await page.getByRole('group', { name: '语言' }).getByText('English', { exact: true }).click();
    // Re-rendered without a reload.
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // The site's main navigation (the operator's menus, named in each language) follows.
    const navigation = () => page.locator(viewport === 'mobile' ? '.tab-bar__label' : '.app-header__menu').allTextContents();
    await expect.poll(navigation).toContain('Home');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.title()).toBe('Me - MD Video');
    expect((await context.cookies()).find((c) => c.name === 'md_lang')?.value).toBe('en-US');
    expect(await page.evaluate(() => localStorage.getItem('md:language'))).toBe('en-US');
    // The server renders the next page in English at once.
    const response = await page.request.get('/');
    expect(response.headers().vary).toMatch(/Accept-Language/);
    const html = await response.text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('Just added');
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await navigation()).toContain('Home');
    // And back.
    await page.getByRole('group', { name: 'Language' }).getByText('简体中文', { exact: true }).click();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    await expect.poll(navigation).toContain('首页');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the help pages: the FAQ (searched in English), the contact channels and the feedback types', async () => {
    const { page, context, errors, hydrationErrors } = await englishPage(viewport);
    await page.goto('/FAQ');
    await waitForSession(page);
    const chips = page.getByRole('group', { name: 'Categories' });
    await chips.getByRole('button', { name: 'Points', exact: true }).waitFor();
    await page.getByRole('button', { name: 'How do I earn points?' }).waitFor();
    expect(await chineseChrome(page)).toEqual([]);
    // The search runs on the English words.
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('streak');
    await expect.poll(() => page.getByTestId('faq-list').getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Can I make up a missed check-in?' }).click();
    await page.getByText('After a missed day the streak starts again').waitFor();
    // A move inside the site asks for the page's data (`/FAQ.data`): in English too, not the build's Chinese copy.
    const data = await page.evaluate(() => fetch('/FAQ.data').then((answer) => answer.text()));
    expect(data).toContain('How do I earn points?');
    expect(data).not.toContain('怎样获得积分？');

    await page.goto('/contactUs');
    await page.getByText('Support e-mail').waitFor();
    expect(await page.locator('main').getByText(CJK).count()).toBe(0);

    // The feedback types come from the API in the page's language.
    const { session } = await registeredAccount();
    await page.evaluate((s) => {
      localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
      localStorage.setItem('md:user', JSON.stringify(s.userInfo));
    }, session);
    await page.goto('/feedback');
    await page.getByRole('radio', { name: 'Playback problem' }).waitFor();
    expect(await chineseChrome(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(hydrationErrors).toEqual([]);
    await context.close();
  });

  it('home, a video page, search results and the login popup speak English; a server tip arrives in English', async () => {
    const { page, context, errors, hydrationErrors } = await englishPage(viewport);
    await page.goto('/');
    await waitForSession(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.getByRole('heading', { name: 'Just added' }).waitFor();
    await page.locator('[data-testid="feed-grid"] .media-card').first().waitFor();
    await page.getByRole('link', { name: 'MD Video home' }).waitFor();
    expect(await chineseChrome(page)).toEqual([]);

    await page.goto('/videoDetails?id=63');
    await page.getByRole('heading', { name: 'You may also like' }).waitFor();
    const actions = page.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: /^Like \d/ }).waitFor();
    await actions.getByRole('button', { name: 'Share' }).waitFor();
    await page.getByRole('heading', { name: /^Comments/ }).waitFor();
    expect(await chineseChrome(page)).toEqual([]);

    await page.goto('/searchResult?keyword=%E6%B5%B7');
    await page.getByRole('tab', { name: 'Videos' }).waitFor();
    await page.getByRole('tab', { name: 'Most saved' }).waitFor();
    // The search box is named in English too (antd-mobile names its input from its own locale); the wide layout's is the header's.
    if (viewport === 'mobile') await page.getByRole('searchbox', { name: 'Search', exact: true }).waitFor();
    await page.locator('[data-testid="search-media"] .media-card').first().waitFor();
    expect(await page.title()).toBe('海 - Search results - MD Video');
    expect(await chineseChrome(page, ['海'])).toEqual([]);

    // The login popup: its own checks and the server's answer, both in English.
    const { account } = await registeredAccount();
    await page.goto('/');
    await waitForSession(page);
    if (viewport === 'desktop') await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
    else await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Me', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sign in to keep enjoying HD videos').waitFor();
    await dialog.getByRole('tab', { name: 'Create account' }).waitFor();
    expect(await chineseChrome(page)).toEqual([]);
    await dialog.getByLabel('Account').fill('abc');
    // A field with words in it and the focus shows its clear button, named by antd-mobile unless the page names it.
    const clear = dialog.locator('.adm-input-clear');
    await clear.waitFor();
    expect(await clear.getAttribute('aria-label')).toBe('Clear');
    expect(await chineseChrome(page)).toEqual([]);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The account must be at least 6 characters');
    await dialog.getByLabel('Account').fill(account);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Wrong account or password').waitFor();

    expect(errors).toEqual([]);
    expect(hydrationErrors).toEqual([]);
    await context.close();
  });
});

describe('the message centre in English on a phone', () => {
  it('a tab with an unread count keeps it on the tab name’s line: the tabs stay one height', async () => {
    const { page, context, errors } = await englishPage('mobile');
    await signedInAsNewAccount(page);
    await page.goto('/sysMsg');
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: 'Comments' }).waitFor();
    // The count as the page draws it for an unread comment (a new account has none), at its widest.
    await page.evaluate(() => {
      const count = document.createElement('span');
      count.className = 'message-tabs__count';
      count.textContent = '99+';
      document.querySelector('[data-testid="message-tab-comment"]')!.append(count);
    });
    const heights = await tabs.getByRole('tab').evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
    const [name, count] = await page.evaluate(() => {
      const tab = document.querySelector('[data-testid="message-tab-comment"]')!;
      const range = document.createRange();
      range.selectNodeContents(tab.firstChild!);
      return [range.getBoundingClientRect(), tab.querySelector('.message-tabs__count')!.getBoundingClientRect()].map((box) => box.top + box.height / 2);
    });
    expect(Math.abs(name! - count!)).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a language switch on the home page (desktop header button)', () => {
  it('keeps the tab shown until its names come in the new language, then names the tab in the address and title', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto('/');
    await waitForSession(page);
    const tabs = page.getByRole('tablist', { name: '分类' }).getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(1);
    await tabs.nth(1).click();
    await page.waitForURL(/[?&]tit=/);
    await page.locator('[data-testid="feed-grid"] .media-card').first().waitFor();
    const chineseName = await page.getByRole('tab', { selected: true }).textContent();
    expect(chineseName).toMatch(CJK);

    // The tab's blocks in the new language are held back: the page keeps what it shows meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/api/app/media/home', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => asked).toBe(true);
    await page.getByRole('tablist', { name: 'Categories' }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(chineseName);
    expect(await page.locator('[data-testid="feed-grid"] .media-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.banner-skeleton').count()).toBe(0);

    release();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).not.toBe(chineseName);
    const englishName = (await page.getByRole('tab', { selected: true }).textContent())!;
    expect(englishName).not.toMatch(CJK);
    await expect.poll(() => new URL(page.url()).searchParams.get('tit')).toBe(englishName);
    await expect.poll(() => page.title()).toBe(`${englishName} - MD Video`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
