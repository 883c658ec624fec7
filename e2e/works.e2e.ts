/**
 * /mine/works at phone size: a video made by ffmpeg at test time is uploaded with tus; the connection is cut when
 * half of it has arrived (route interception), the upload resumes from there (the bytes sent after the cut are
 * under 60 % of the file), the work is transcoded and shows 审核中. Axe on the page with the finished work.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { toolPath } from '../apps/server/src/lib/tools.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let tmp: string;
let clip: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'md-works-e2e-'));
  const file = path.join(tmp, 'holiday.mp4');
  // Two seconds of noisy pattern at a high bitrate: about 2 MB, so the upload goes in four requests.
  execFileSync(toolPath('ffmpeg'), [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=2,noise=alls=60:allf=t',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=2',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  clip = fs.readFileSync(file);
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('works upload at mobile size', () => {
  it('resumes after a cut at half way, sends under 60 % again, and the work reaches 审核中', async () => {
    expect(clip.length).toBeGreaterThan(1024 * 1024);
    const { page, errors } = await openPage(browser, baseUrl, 'mobile');
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, 'works');
    await page.goto('/mine/works');
    await sessionStarted(page);
    await page.getByTestId('works-file').waitFor({ state: 'attached' });

    const half = clip.length / 2;
    let cut = false;
    let afterCut = 0;
    let heads = 0;
    await page.route('**/api/app/works/upload/media/*', async (route) => {
      const request = route.request();
      if (request.method() === 'HEAD') heads++;
      if (request.method() === 'PATCH') {
        const offset = Number((await request.allHeaders())['upload-offset']);
        if (!cut && offset >= half * 0.9) {
          cut = true;
          return route.abort('connectionreset');
        }
        if (cut) afterCut += request.postDataBuffer()?.length ?? 0;
      }
      return route.continue();
    });

    await page.getByTestId('works-file').setInputFiles({ name: 'holiday.mp4', mimeType: 'video/mp4', buffer: clip });
    await expect.poll(() => page.getByTestId('works-upload').getAttribute('data-phase'), { timeout: 60_000 }).toBe('done');
    expect(cut).toBe(true);
    expect(heads).toBeGreaterThanOrEqual(1);
    expect(afterCut).toBeGreaterThan(0);
    expect(afterCut / clip.length).toBeLessThan(0.6);
    expect(await page.getByTestId('works-percent').textContent()).toBe('已上传 100%');

    // The list follows the work: queued, transcoding, then waiting for review.
    const state = () => page.getByTestId('work').first().getAttribute('data-state');
    await expect.poll(state, { timeout: 150_000, interval: 500 }).toMatch(/^(review|published)$/);
    expect(await page.getByTestId('work-state').first().textContent()).toMatch(/^(审核中|已发布)/);
    expect(await page.getByTestId('work').first().locator('h3').textContent()).toBe('holiday');

    await expectAccessible(page, '/mine/works with a finished work');
    expect(errors).toEqual([]);
  }, 240_000);
});
