/**
 * A creator's work from upload to another user's screen, at phone size (375×812), on a test file's own server,
 * whichever store holds its media (the data folder or a bucket): the steps works-publish.e2e.ts and
 * works-s3.e2e.ts share. A newcomer uploads a small video made by ffmpeg at test time on /mine/videos, watches it
 * pass 排队中 / 转码中 to 审核中; the operator approves it with the real command (`npm run ops -- approve-work`, the
 * server stopped meanwhile as docs/operations.md says for PGlite); the author's list then says 已发布 with a link to
 * the video; another user opens it, it plays (the clock moves), and dragging over the progress bar shows a seek
 * preview cut from the work's own sprite sheet, which the server serves.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInAsNewUser } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openPage, pauseEarly, sessionStarted, waitForSession, type PageSession, videoTime } from './browser.ts';
import type { OwnServer } from './own-server.ts';
import { toolPath } from '../../apps/server/src/lib/tools.ts';

/** The work's files the viewer's browser received: `file` is the path below the clip (`sprite.jpg`, `360p/seg_000.ts`). */
export interface MediaResponse {
  file: string;
  status: number;
  etag: string | null;
}

export interface PlayedWork {
  mediaId: number;
  /** Every answer for the clip `work-1` while the other user watched, in order. */
  media: MediaResponse[];
}

/** Eight seconds of test pattern with a tone, made by ffmpeg in a folder of its own that goes once it is read: long enough to be playing while the progress bar is dragged. */
export function makeClip(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-clip-'));
  try {
    const file = path.join(dir, 'harbour.mp4');
    execFileSync(toolPath('ffmpeg'), [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=8',
      '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=8',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const workState = (page: Page) => page.getByTestId('work').first().getAttribute('data-state');
/** The first work of a fresh server is #1; its files are the clip `work-1`. */
const CLIP_PATH = '/media/video/work-1/';

/**
 * The author uploads `clip` and sees it reach review; the operator approves it; the author sees it published on
 * /mine/videos, where the author's page is left open (works-post.e2e.ts goes on from there).
 */
export async function publishedWork(browser: Browser, server: OwnServer, clip: Buffer): Promise<{ mediaId: number; author: PageSession }> {
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
  await expectAccessible(page, '/mine/videos with a published work');
  expect(author.errors).toEqual([]);
  return { mediaId, author };
}

/** publishedWork, the author's page closed: answers the video's id. */
export async function uploadAndPublish(browser: Browser, server: OwnServer, clip: Buffer): Promise<number> {
  const { mediaId, author } = await publishedWork(browser, server, clip);
  await author.context.close();
  return mediaId;
}

/** Another user plays video `mediaId` and drags over the progress bar; answers the work's files the browser got. */
async function playWithPreview(browser: Browser, server: OwnServer, mediaId: number): Promise<MediaResponse[]> {
  const viewer = await openPage(browser, server.baseUrl, 'mobile');
  const other = viewer.page;
  const media: MediaResponse[] = [];
  other.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(CLIP_PATH)) media.push({ file: pathname.slice(CLIP_PATH.length), status: response.status(), etag: response.headers().etag ?? null });
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
  // Paused before the mouse comes: the clip is 8 seconds, and a bar hides its controls while playing and ignores the
  // pointer once the video has ended.
  await pauseEarly(other);

  // Over the progress bar: the seek preview is a tile of the work's sprite sheet.
  const bar = (await other.locator('.xgplayer-progress').first().boundingBox())!;
  await other.mouse.move(bar.x + bar.width / 2, bar.y - 80);
  await other.mouse.move(bar.x + bar.width * 0.3, bar.y + bar.height / 2, { steps: 5 });
  await other.mouse.move(bar.x + bar.width * 0.6, bar.y + bar.height / 2, { steps: 10 });
  await other.locator('.xg-spot-info').waitFor({ state: 'visible' });
  const preview = await other.locator('xg-thumbnail.progress-thumbnail').first().evaluate((el) => (el as HTMLElement).style.backgroundImage);
  expect(preview).toContain(`${CLIP_PATH}sprite.jpg`);
  const sprites = () => media.filter((m) => m.file === 'sprite.jpg').map((m) => m.status);
  await expect.poll(sprites).toContain(200);
  expect(sprites().every((status) => status === 200 || status === 206 || status === 304)).toBe(true);
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
  return media;
}

/** The whole journey on `server` (started, fresh: the work is #1); answers the video's id and the files played. */
export async function publishAndPlay(browser: Browser, server: OwnServer, clip: Buffer): Promise<PlayedWork> {
  const mediaId = await uploadAndPublish(browser, server, clip);
  return { mediaId, media: await playWithPreview(browser, server, mediaId) };
}

/** Every file under `dir`, relative POSIX paths, sorted (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
