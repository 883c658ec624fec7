/**
 * What the Lighthouse benchmark (bench/lighthouse.ts) depends on, as checks that run with the tests: the first
 * screen of a list page comes in the server's HTML, with its largest pictures preloaded at high priority and
 * marked for the head script that fetches them before the application starts; and the scripts are sent compressed
 * at build time, in the form the browser accepts; a page in English names its language's tables so the browser
 * fetches them beside the first scripts.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COOKIE_LOCALE } from '@md/contract';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');

async function html(path: string) {
  const response = await fetch(baseUrl + path, { headers: { 'accept-language': 'zh-CN' } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the actress list', () => {
  it('arrives rendered by the server, its first avatars preloaded and fetched early', async () => {
    const page = await html('/actressList');
    expect(page).toContain('data-testid="actress-grid"');
    const cards = page.match(/class="actress-card"/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(12);
    const preloads = page.match(/<link rel="preload" href="[^"]*\/avatars?\/[^"]*" as="fetch" crossorigin="[^"]*" fetchPriority="high"\/>/gi) ?? [];
    expect(preloads.length).toBeGreaterThanOrEqual(1);
    expect(page).toMatch(/class="codec-image codec-image--round"[^>]*data-early-src=/);
  });

  it('keeps the filter of its address in the server render', async () => {
    const all = await html('/actressList');
    const byWorks = await html('/actressList?sort=works');
    const firstCard = (page: string) => /href="(\/actressPage\?id=\d+)"/.exec(page)?.[1];
    expect(firstCard(byWorks)).toBeDefined();
    // Sorted by works, not by popularity: the server loaded the page the address asks for.
    expect(firstCard(byWorks)).not.toBe(firstCard(all));
  });
});

/** One answer as it travels: its headers and its bytes, not decoded (fetch would decode them). */
function raw(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(baseUrl + path, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('scripts and styles', () => {
  it('come compressed at build time: brotli when the browser takes it, else gzip, else as they are, all the same bytes', async () => {
    const page = await html('/');
    const files = [...page.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]);
    const framework = files.find((f) => /\/framework-[\w-]+\.js$/.test(f));
    const style = files.find((f) => f.endsWith('.css'));
    expect(framework).toBeDefined();
    expect(style).toBeDefined();
    for (const file of [framework!, style!]) {
      const plain = await raw(file, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await raw(file, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      const gz = await raw(file, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      // At brotli's best quality, clearly smaller than gzip (the fast setting used on the fly was not).
      expect(br.body.length).toBeLessThan(gz.body.length * 0.95);
    }
  });
});

describe('stylesheets', () => {
  it('come in the cascade the components were written for: the root\'s, then what most routes share, then the route\'s own', async () => {
    for (const [path, own] of [['/', 'home'], ['/tagList', 'tag-list'], ['/discuss', undefined]] as const) {
      const page = await html(path);
      const sheets = [...page.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/([\w-]+?)-[\w-]{8}\.css#?"/g)].map((m) => m[1]);
      expect(sheets.slice(0, 2), path).toEqual(['shell', 'common']);
      if (own) expect(sheets.slice(2), path).toContain(own);
    }
  });
});

describe('a page in English', () => {
  it("names its language's tables in the head, and the browser fetches them from that hint, beside the first scripts", async () => {
    const tables = (page: string) => [...page.matchAll(/<link rel="modulepreload" href="(\/assets\/en-US-tables-[\w-]+\.js)"[^>]*>/g)].map((m) => m[1]);
    // The default language's tables ship with every page: a Chinese page names no other.
    expect(tables(await html('/'))).toEqual([]);
    const english = await fetch(`${baseUrl}/`, { headers: { 'accept-language': 'en-US,en;q=0.9' } }).then((r) => r.text());
    const [file] = tables(english);
    expect(file).toBeDefined();
    // In the head, named no later than the client's entry.
    const head = english.slice(0, english.indexOf('</head>'));
    expect(head).toContain(file);
    expect(head.indexOf(file!)).toBeLessThan(head.indexOf('/assets/entry.client-'));

    const browser = await launchBrowser();
    try {
      const fetched = async (lang: string) => {
        const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
        await context.addCookies([{ name: COOKIE_LOCALE, value: lang, url: baseUrl }]);
        await page.goto('/');
        await waitForSession(page);
        // When each file's fetch began, and when the client's entry had arrived (it runs only after that).
        const entries = await page.evaluate(() => {
          const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const entry = files.find((e) => e.name.includes('/assets/entry.client-'));
          return files.filter((e) => e.name.includes('-tables-')).map((e) => ({ name: new URL(e.name).pathname, beforeEntryArrived: entry !== undefined && e.startTime < entry.responseEnd }));
        });
        const shown = await page.evaluate(() => document.documentElement.lang);
        await context.close();
        expect(errors).toEqual([]);
        return { entries, lang: shown };
      };
      // Fetched once, and asked for before the client's entry had even arrived: from the hint. Without it the
      // entry's own start-up asks for the file, necessarily after the entry has arrived and run.
      const en = await fetched('en-US');
      expect(en.lang).toBe('en-US');
      expect(en.entries).toEqual([{ name: file, beforeEntryArrived: true }]);
      const zh = await fetched('zh-CN');
      expect(zh.lang).toBe('zh-CN');
      expect(zh.entries).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
