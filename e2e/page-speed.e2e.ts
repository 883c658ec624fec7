/**
 * What the Lighthouse benchmark (bench/lighthouse.ts) depends on, as checks that run with the tests: the first
 * screen of a list page comes in the server's HTML, with its largest pictures preloaded at high priority and
 * marked for the head script that fetches them before the application starts; and the scripts are sent compressed
 * at build time, in the form the browser accepts.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

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
