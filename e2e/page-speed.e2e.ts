/**
 * What the Lighthouse benchmark (bench/lighthouse.ts) depends on, as checks that run with the tests: the first
 * screen of a list page comes in the server's HTML, with its largest pictures preloaded at high priority and
 * marked for the head script that fetches them before the application starts.
 */
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
