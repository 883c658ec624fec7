/**
 * A creator's work from upload to another user's screen, at phone size (375×812), on this file's own server: a
 * newcomer uploads a small video made by ffmpeg at test time on /mine/videos, watches it pass 排队中 / 转码中 to
 * 审核中; the operator approves it with the real command (`npm run ops -- approve-work`, the server stopped
 * meanwhile as docs/operations.md says for PGlite); the author's list then says 已发布 with a link to the video;
 * another user opens it, it plays (the clock moves), and dragging over the progress bar shows a seek preview cut
 * from the work's own sprite sheet, which the server serves.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { animationsSettled, axeViolations, formatViolations } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { ownServer, type OwnServer } from './support/own-server.ts';

let browser: Browser;
let server: OwnServer;
let tmp: string;
let clip: Buffer;

beforeAll(async () => {
  server = await ownServer('workpub', { seedVideos: 0 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'md-workpub-e2e-'));
  const file = path.join(tmp, 'harbour.mp4');
  // Eight seconds of test pattern with a tone: long enough to be playing while the progress bar is dragged.
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=8',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=8',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  clip = fs.readFileSync(file);
  [browser] = await Promise.all([launchBrowser(), server.start()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
const workState = (page: Page) => page.getByTestId('work').first().getAttribute('data-state');

describe('a creator’s work at phone size', () => {
  it('uploaded and transcoded, approved by the operator, played by another user with seek previews', async () => {
    const author = await openPage(browser, server.baseUrl, 'mobile');
    const { page } = author;
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, server.baseUrl, 'creator');
    await page.goto('/mine/videos');
    await sessionStarted(page);
    await page.getByTestId('works-file').waitFor({ state: 'attached' });

    // Every state the list shows on the way (the page asks again every 2 s while the work moves).
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { workStates: Set<string> }).workStates = seen;
      new MutationObserver(() => {
        for (const row of document.querySelectorAll('[data-testid=work]')) seen.add(row.getAttribute('data-state') ?? '');
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    });
    await page.getByTestId('works-file').setInputFiles({ name: 'harbour.mp4', mimeType: 'video/mp4', buffer: clip });
    await expect.poll(() => page.getByTestId('works-upload').getAttribute('data-phase'), { timeout: 60_000 }).toBe('done');
    await expect.poll(() => workState(page), { timeout: 150_000, interval: 500 }).toBe('review');
    const states = await page.evaluate(() => [...(window as unknown as { workStates: Set<string> }).workStates]);
    expect(states.some((state) => state === 'queued' || state === 'transcoding'), states.join(', ')).toBe(true);
    expect(await page.getByTestId('work-state').first().textContent()).toMatch(/^审核中/);
    expect(await page.getByTestId('work').first().locator('h3').textContent()).toBe('harbour');
    expect(await page.getByTestId('work-watch').count()).toBe(0);

    // The operator publishes it from the command line.
    const listed = await server.opsMany([['works'], ['approve-work', '1', '--by', 'e2e-operator']]);
    expect(listed[0]).toMatch(/^#1 {2}user \d+ .* harbour$/m);
    const mediaId = Number(/^work #1 approved by e2e-operator: video #(\d+) "harbour"$/m.exec(listed[1])?.[1]);
    expect(mediaId).toBeGreaterThan(0);

    // The author's list: 已发布, with the way to the video.
    await page.reload();
    await sessionStarted(page);
    await expect.poll(() => workState(page)).toBe('published');
    expect(await page.getByTestId('work-state').first().textContent()).toMatch(/^已发布/);
    const watch = page.getByTestId('work-watch');
    expect(await watch.getAttribute('href')).toBe(`/videoDetails?id=${mediaId}`);
    await animationsSettled(page);
    const violations = await axeViolations(page);
    expect(violations, `\n${formatViolations('/mine/videos with a published work', violations)}\n`).toEqual([]);
    expect(author.errors).toEqual([]);
    await author.context.close();

    // Another user plays it.
    const viewer = await openPage(browser, server.baseUrl, 'mobile');
    const other = viewer.page;
    const sprites: number[] = [];
    other.on('response', (response) => {
      if (response.url().includes(`/work-1/sprite.jpg`)) sprites.push(response.status());
    });
    await other.goto('/');
    await waitForSession(other);
    await signInAsNewUser(other, server.baseUrl, 'viewer');
    await other.goto(`/videoDetails?id=${mediaId}`);
    await expect.poll(() => other.getByRole('heading', { level: 1 }).textContent()).toBe('harbour');
    await other.getByRole('button', { name: /^播放/ }).click();
    await other.waitForSelector('video');
    await expect.poll(() => videoTime(other), { timeout: 30_000 }).toBeGreaterThan(1);
    // A frame was decoded: the video knows its size.
    expect(await other.evaluate(() => document.querySelector('video')?.videoWidth ?? 0)).toBeGreaterThan(0);

    // Over the progress bar: the seek preview is a tile of the work's sprite sheet.
    const bar = (await other.locator('.xgplayer-progress').first().boundingBox())!;
    await other.mouse.move(bar.x + bar.width / 2, bar.y - 80);
    await other.mouse.move(bar.x + bar.width * 0.3, bar.y + bar.height / 2, { steps: 5 });
    await other.mouse.move(bar.x + bar.width * 0.6, bar.y + bar.height / 2, { steps: 10 });
    await other.locator('.xg-spot-info').waitFor({ state: 'visible' });
    const preview = await other.locator('xg-thumbnail.progress-thumbnail').first().evaluate((el) => (el as HTMLElement).style.backgroundImage);
    expect(preview).toContain('/work-1/sprite.jpg');
    await expect.poll(() => sprites).toContain(200);
    expect(sprites.every((status) => status === 200 || status === 206 || status === 304)).toBe(true);
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  }, 420_000);
});
