/**
 * Time to first frame on /videoDetails: in Chromium with Lighthouse's mobile throttling as DevTools applies it
 * (slow 4G: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up; 4× CPU slowdown), from the tap on play to
 * the first decoded frame (`requestVideoFrameCallback`), median of FIRST_FRAME_RUNS fresh visits (5). Beside
 * it, the limit measured in the same run over the same link: fetching the master playlist, the first media
 * playlist and the first segment one after the other, which no player can beat. Target: within 1.5× the limit.
 * Runs on the production build (`npm run build` first) with Debian's Chromium (CHROME_PATH, /usr/bin/chromium).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from './support.ts';

const RUNS = Number(process.env.FIRST_FRAME_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_RATIO = 1.5;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'];
/** Lighthouse's mobile preset as applied by DevTools throttling (its "adjusted" figures). */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Notes the moment of the tap (capture phase, before the app sees it) and the first frame the video element
 * presents. A string, not a function: the benchmark runs under tsx, whose helpers do not exist in the page.
 */
const WATCH_FIRST_FRAME = `
  window.__frame = new Promise((resolve) => {
    const watch = (video) => video.requestVideoFrameCallback(() => resolve(performance.now()));
    const found = document.querySelector('video');
    if (found) return watch(found);
    const observer = new MutationObserver(() => {
      const video = document.querySelector('video');
      if (video) { observer.disconnect(); watch(video); }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  document.addEventListener('pointerdown', () => { window.__tap ??= performance.now(); }, { capture: true });
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Visit {
  /** Tap to first decoded frame, ms. */
  firstFrame: number;
  /** The playlist and segment URLs the player asked for, in order. */
  media: string[];
}

/** One fresh visit: open the page, let it settle as a reader would, tap play, wait for the first frame. */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'zh-CN' });
  try {
    const page = await throttledPage(context);
    const media: string[] = [];
    page.on('request', (request) => {
      if (/\.(m3u8|ts)(\?|$)/.test(request.url())) media.push(request.url());
    });
    // A figure from a broken page means nothing: say what went wrong beside it.
    page.on('pageerror', (error) => console.log('page error:', error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) console.log('HTTP', response.status(), response.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(WATCH_FIRST_FRAME);
    await page.locator('.video-player__poster').tap();
    const firstFrame = (await page.evaluate('window.__frame.then((frame) => frame - window.__tap)')) as number;
    return { firstFrame, media };
  } finally {
    await context.close();
  }
}

/** The same link, fetching master playlist → first media playlist → first segment back to back. */
async function limit(browser: Browser, origin: string, media: string[]) {
  // Signed URLs end in their query (`index.m3u8?e=…&l=…&s=…`).
  const playlist = (u: string) => /\.m3u8(\?|$)/.test(u);
  const master = media.find(playlist);
  const level = media.find((u) => playlist(u) && u !== master);
  const segment = media.find((u) => /\.ts(\?|$)/.test(u));
  if (!master || !level || !segment) throw new Error(`the player did not fetch a master playlist, a level and a segment: ${media.join(', ')}`);
  const context = await browser.newContext();
  try {
    const page: Page = await throttledPage(context);
    await page.goto(`${origin}/healthz`);
    return (await page.evaluate(`(async (urls) => {
      const start = performance.now();
      for (const u of urls) await (await fetch(u, { cache: 'no-store' })).arrayBuffer();
      return performance.now() - start;
    })(${JSON.stringify([master, level, segment])})`)) as number;
  } finally {
    await context.close();
  }
}

async function main() {
  const server = await startServer({ WEB_MODE: 'production', SEED_VIDEOS: '200' });
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const path = /\/videoDetails\?id=\d+/.exec(html)?.[0];
    if (!path) throw new Error('no video link on the home page');
    const url = server.baseUrl + path;

    const frames: number[] = [];
    const limits: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await visit(browser, url);
      frames.push(run.firstFrame);
      limits.push(await limit(browser, server.baseUrl, run.media));
      console.log(`run ${i + 1}: first frame ${run.firstFrame.toFixed(0)} ms, limit ${limits[i].toFixed(0)} ms (${run.media.length} media requests)`);
    }
    const frame = median(frames);
    const floor = median(limits);
    const ratio = frame / floor;
    console.log(`\n| page | first frame (median of ${RUNS}) | limit: master + level + segment | ratio | target |`);
    console.log('|---|---|---|---|---|');
    console.log(`| ${path} | ${frame.toFixed(0)} ms | ${floor.toFixed(0)} ms | ${ratio.toFixed(2)} | ≤ ${TARGET_RATIO} |`);
    console.log(ratio <= TARGET_RATIO ? '\nmet' : '\nNOT met');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
