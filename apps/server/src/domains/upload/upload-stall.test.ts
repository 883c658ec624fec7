/**
 * Image work must not starve file serving: while eight heavy uploads (small PNGs of 2048×2048: seconds of work for
 * eight on a loaded machine) wait for or go through the image queue, a demo cover is served before the first image is
 * done. Before the queue, the eight decodes took all four of libuv's threads and the cover waited for them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Code, api } from '@md/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestClient } from '../../test/harness.ts';
import { usedBytes } from './store.ts';

let h: Harness;
let member: TestClient;
let memberId: number;
beforeAll(async () => {
  h = await createHarness({ seedVideos: 2 });
  member = await h.registered('stall_user');
  memberId = (await member.call(api.userInfo, {})).data.id;
});

/** Bytes of finished images kept for the uploader: an image's row is written as soon as its image work is done. */
const kept = () => usedBytes(h.deps, memberId);
afterAll(() => h.close());

async function aDemoCover(): Promise<string> {
  const entries = await fs.readdir(path.join(h.config.mediaDir, 'demo'), { recursive: true, withFileTypes: true });
  const file = entries.find((e) => e.isFile());
  if (!file) throw new Error('no demo image');
  return path.relative(h.config.mediaDir, path.join(file.parentPath, file.name));
}

it('serves a static file while eight heavy uploads are queued, before any image is done', async () => {
  const cover = await aDemoCover();
  const heavy = await sharp({ create: { width: 2048, height: 2048, channels: 3, background: '#1a2b3c' } }).png({ compressionLevel: 9 }).toBuffer();
  const uploads = Array.from({ length: 8 }, () => member.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'big.png', 'image/png', heavy) }));
  // Image work has begun (on the threads libuv shares with file reads).
  await expect.poll(() => sharp.counters().process).toBeGreaterThan(0);

  const served = await h.app.inject({ method: 'GET', url: `/media/img/${cover}` });
  expect(served.statusCode).toBe(200);
  expect(await kept()).toBe(0);

  const answers = await Promise.all(uploads);
  expect(answers.map((a) => a.envelope.code)).toEqual(Array(8).fill(Code.ok));
  expect(answers[0].data).toMatchObject({ width: 2048, height: 2048 });
  // The measure above reads the uploader's kept images (a wrong user would read 0 every time and prove nothing).
  expect(await kept()).toBeGreaterThan(0);
}, 180_000);
