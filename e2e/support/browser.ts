/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Nothing leaves this machine: any other host fails to resolve at once (adverts, partner banners, external links).
  // A flag, not a request handler: with a handler registered Playwright intercepts every request of the page, which
  // cost about a third of the browser process's time. A test that follows an external link answers it itself.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

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

/** antd-mobile's InfiniteScroll asks for the next page when its footer comes this close to the window's bottom. */
const LOAD_AHEAD_PX = 250;

/**
 * Waits until an endless list (marked data-state and data-more, see PagedList) is settled: no page on its way, and
 * either no more pages or its footer too far below the window for the next one to be asked for. Nothing changes
 * it after that until the page is scrolled, so its items can be counted. Returns how many `items` it holds.
 */
export async function settledCount(page: Page, grid: string, item: string): Promise<number> {
  await page.locator(`${grid} ${item}`).first().waitFor();
  // Looked at once a frame (the list's answers and the scroll both show up in a frame), the list found afresh each
  // time in case it was rendered anew.
  await page.waitForFunction(
    ([selector, loadAhead]) => {
      const list = document.querySelector(selector);
      if (!list || list.getAttribute('data-state') !== 'idle') return false;
      if (list.getAttribute('data-more') !== 'true') return true;
      const footer = list.parentElement?.querySelector('.adm-infinite-scroll');
      return Boolean(footer) && footer!.getBoundingClientRect().top > window.innerHeight + loadAhead;
    },
    [grid, LOAD_AHEAD_PX] as const,
    { polling: 'raf' },
  );
  return page.locator(`${grid} ${item}`).count();
}

/** Scrolls the window and waits for the scroll to be reported and a frame to follow (the app saves positions then). */
export async function scrollAndSettle(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, top);
        // Already there (or nowhere to go): no scroll event will come.
        if (window.scrollY === before) resolve();
      }),
    y,
  );
}

/** Waits for two rendered frames: what the app started in the last one (its effects) has run by then. */
export function nextFrames(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Counts how far the page's content moves on its own from the next document on (the browser's layout shift entries,
 * leaving out those right after an input, as the web's CLS does), read back with `layoutShift`. A page whose content
 * moves as its answers come has a link slide away under a press (a press on 我的收藏 taken by the check-in calendar
 * moving in under it, seen in these tests on a busy machine).
 */
export function countLayoutShifts(page: Page) {
  return page.addInitScript(`(() => {
    let sum = 0;
    const add = (entries) => {
      for (const entry of entries) if (!entry.hadRecentInput) sum += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries the observer holds but has not handed over yet are counted too.
    window.__mdLayoutShift = () => (add(observer.takeRecords()), sum);
  })();`);
}

/** The sum of the page's layout shifts so far (see countLayoutShifts). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __mdLayoutShift: () => number }).__mdLayoutShift());
}

/** Waits until the page's start-up (config, guest login or user info) has run; see SessionBootstrap. */
export function sessionStarted(page: Page) {
  return page.locator('html[data-session-start="done"]').waitFor({ state: 'attached' });
}

/**
 * Reads one key of a local key-value store (localforage over IndexedDB, database "md"). The connection is closed
 * as soon as it has answered: localforage adds a store by opening the database at a higher version, which waits
 * until every other connection has closed, so a connection left open here would hold the page's writes back until
 * the browser collected it (about 30 s, seen as a slow test).
 */
export function readKv(page: Page, store: string, key: string) {
  return page.evaluate(
    ([storeName, k]) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('md');
        open.onsuccess = () => {
          const db = open.result;
          db.onversionchange = () => db.close();
          const answer = (value: unknown) => {
            db.close();
            resolve(value ?? null);
          };
          if (!db.objectStoreNames.contains(storeName)) return answer(null);
          const get = db.transaction(storeName).objectStore(storeName).get(k);
          get.onsuccess = () => answer(get.result);
          get.onerror = () => answer(null);
        };
        open.onerror = () => resolve(null);
      }),
    [store, key] as const,
  );
}

/**
 * Requests in flight per page, but for the message centre's live stream: a signed-in page keeps that one open for
 * as long as it lives, so Playwright's 'networkidle' (no connection for 500 ms) would never come.
 */
const inFlight = new WeakMap<Page, Set<unknown>>();
export function trackRequests(page: Page) {
  let open = inFlight.get(page);
  if (open) return open;
  const pending = new Set<unknown>();
  open = pending;
  inFlight.set(page, pending);
  page.on('request', (r) => {
    if (!r.url().includes('/message/stream')) pending.add(r);
  });
  const done = (r: unknown) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}

/**
 * Resolves once no request but the live stream has been in flight for 500 ms (Playwright's 'networkidle' rule), on
 * the page's own request events; usable in hooks, where expect.poll is not.
 */
export function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000) {
  const pending = trackRequests(page);
  return new Promise<void>((resolve, reject) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      page.off('request', check);
      page.off('requestfinished', check);
      page.off('requestfailed', check);
    };
    const check = () => {
      clearTimeout(quiet);
      if (pending.size === 0)
        quiet = setTimeout(() => {
          stop();
          resolve();
        }, quietMs);
    };
    const deadline = setTimeout(() => {
      stop();
      reject(new Error(`requests still in flight after ${timeoutMs} ms: ${pending.size}`));
    }, timeoutMs);
    page.on('request', check);
    page.on('requestfinished', check);
    page.on('requestfailed', check);
    check();
  });
}

/** Installed in a document: keeps the text of every message (toast) it shows in `window.mdToasts`, once per document. */
function keepToasts() {
  const holder = window as unknown as { mdToasts?: string[] };
  // Asked again: recorded afresh from now on (a message already shown is not taken for the next one).
  if (holder.mdToasts) return void holder.mdToasts.splice(0);
  const shown: string[] = [];
  holder.mdToasts = shown;
  new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const toast = node?.closest('.adm-toast-mask, #md-toast') ?? null;
      const added = Array.from(record.addedNodes).find((n): n is Element => n instanceof Element && n.matches('.adm-toast-mask, #md-toast'));
      const text = (added ?? toast)?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Keeps the text of every message (toast) the page shows, in the document on screen and in every one it loads
 * after, for `shownToasts` and `toastShown`: a message goes after two seconds, which a loaded machine can spend
 * between two looks at the page (a look waits for the page's main thread, busy drawing the page the press led to),
 * so whether one was shown is recorded by the page itself as it happens. Its requests are counted from now.
 */
const recording = new WeakSet<Page>();
export async function recordToasts(page: Page) {
  trackRequests(page);
  if (!recording.has(page)) {
    recording.add(page);
    await page.addInitScript(keepToasts);
  }
  if (page.url() !== 'about:blank') await page.evaluate(keepToasts);
}

const readToasts = (page: Page) => page.evaluate(() => (window as unknown as { mdToasts?: string[] }).mdToasts ?? []);

/** The messages shown since `recordToasts`, once nothing is on its way (a message's code loads before it shows). */
export async function shownToasts(page: Page): Promise<string[]> {
  await networkQuiet(page);
  return readToasts(page);
}

/** The message (toast) `text` as shown on screen (a screen reader hears it from the page's status region instead). */
export const shownToast = (page: Page, text: string) => page.locator('.adm-toast-mask, #md-toast').getByText(text);

/**
 * Waits until the page has shown the message `text` since the last `recordToasts` (however briefly); `timeout` for a
 * step that a test slows on purpose (a throttled CPU).
 */
export async function toastShown(page: Page, text: string, { timeout }: { timeout?: number } = {}) {
  await expect.poll(() => readToasts(page), { message: `the message “${text}”`, ...(timeout ? { timeout } : {}) }).toContain(text);
}


/** Where the page's video is, in seconds (0 before it exists). */
export const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

/** Opens the login popup the way a person would at this width (the header's 登录, the tab bar's 我的). */
export async function openLoginPopup(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') await page.getByRole('button', { name: '登录', exact: true }).first().click();
  else await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).click();
  await page.getByText('登录后继续畅享高清视频').waitFor();
}

/** Signs in through the open login dialog (its 登录帐号 tab) with an existing account. */
export async function signInThroughDialog(dialog: Locator, account: string, password = 'secret123') {
  await dialog.getByLabel('账号').fill(account);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/** Creates an account through the open login dialog (its 注册帐号 tab). */
export async function signUpThroughDialog(dialog: Locator, account: string, password = 'secret123') {
  await dialog.getByRole('tab', { name: '注册帐号' }).click();
  await dialog.getByLabel('账号').fill(account);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByLabel('确认密码').fill(password);
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
}
/**
 * The page's video paused a third of the way in (6 s at most), once it has played: far from its end, where coming
 * back would start again from the beginning. A check that follows long steps (a loaded machine's) cannot find the
 * short demo clip over. Answers the time.
 */
export async function pauseEarly(page: Page): Promise<number> {
  const to = await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.pause();
    video.currentTime = Math.min(6, video.duration / 3);
    return video.currentTime;
  });
  // Asked of the page until it holds (an event awaited inside the page has no deadline of its own). The video's own
  // figures come along, so a failure says what it was waiting for.
  await expect
    .poll(() =>
      page.evaluate((at) => {
        const video = document.querySelector('video');
        if (!video) return { video: false };
        const buffered = Array.from({ length: video.buffered.length }, (_, i) => `${video.buffered.start(i).toFixed(2)}–${video.buffered.end(i).toFixed(2)}`);
        return {
          video: true,
          paused: video.paused,
          seeking: video.seeking,
          ready: video.readyState >= 2,
          near: Math.abs(video.currentTime - at) < 0.1,
          figures: { at, currentTime: video.currentTime, readyState: video.readyState, networkState: video.networkState, buffered: buffered.join(' '), duration: video.duration },
        };
      }, to),
    )
    .toMatchObject({ video: true, paused: true, seeking: false, ready: true, near: true });
  return to;
}

/**
 * A finger's pull down from the middle of a phone's page (y 300 → 480), held until the page's pull to refresh says
 * it can be released (`.ptr[data-status=canRelease]`), `whileHeld` checked then, and let go. The page's context must
 * have touch.
 */
export async function pullDown(page: Page, whileHeld?: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 180, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(300) });
  for (let y = 310; y <= 480; y += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
  // Drawn once the page has handled the moves (a render after the last event, not with it).
  await expect.poll(() => page.locator('.ptr').getAttribute('data-status')).toBe('canRelease');
  await whileHeld?.();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
