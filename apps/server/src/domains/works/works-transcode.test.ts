import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { api, decodeImage, WORK_COVER_FRAMES } from '@md/contract';
import sharp from 'sharp';
import { mediaStores } from '../../lib/media-store.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { HLS_LADDER } from '../../lib/hls-ladder.ts';
import { outputDir, uploadsDir } from './service.ts';
import { brokenFfmpeg, createUpload, makeClip, sendBytes } from './tus-test-client.ts';
import { startWorker } from './worker.ts';
import { bundledTool } from '../../lib/tools.ts';

let tmp: string;
let clip: Buffer;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'md-transcode-'));
  clip = await fs.readFile(makeClip(tmp));
});
afterAll(async () => fs.rm(tmp, { recursive: true, force: true }));

/**
 * A transcode is real ffmpeg work (three ladder levels, a sprite, frames): 11–17 s beside a loaded run on two cores,
 * and once above the project's 30 s with a second test run beside that. A hang still fails.
 */
const TRANSCODE_TIMEOUT_MS = 120_000;

async function uploadClip(h: Harness, account: string) {
  const me = await h.registered(account);
  const { path: uploadPath } = await createUpload(me, clip.length, account);
  expect((await sendBytes(me, uploadPath, 0, clip)).status).toBe(204);
  return me;
}

describe('the transcode worker', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ env: { WORKER: 'off', TRANSCODE_PRESET: 'ultrafast', WORKS_SWEEP_MINUTES: '0' } });
  });
  afterAll(async () => h?.close());

  it('cuts a 2-second upload into the ladder with a sprite and a cover, then the work awaits review', async () => {
    const me = await uploadClip(h, 'transcoder1');
    const [queued] = (await me.call(api.worksMedia, {})).data.list;
    expect(queued.state).toBe('queued');
    const worker = startWorker(h.deps, h.app.log, 'test');
    try {
      await worker.idle();
    } finally {
      await worker.stop();
    }
    const [work] = (await me.call(api.worksMedia, {})).data.list;
    expect(work).toMatchObject({ state: 'review', progress: 100, failureReason: null });
    const out = outputDir(h.deps, work.id);
    const master = await fs.readFile(path.join(out, 'index.m3u8'), 'utf8');
    for (const level of HLS_LADDER) {
      expect(master).toContain(`${level.name}/index.m3u8`);
      const playlist = await fs.readFile(path.join(out, level.name, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      expect(playlist).toMatch(/seg_000\.ts/);
    }
    expect(master).toMatch(/RESOLUTION=\d+x1080/);
    for (const picture of ['sprite.jpg', 'cover.jpg']) {
      const bytes = await fs.readFile(path.join(out, picture));
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    // The candidate cover frames are pictures like every stored one (WEBP behind the codec), not part of the clip.
    // Named by the work's id and its random token, so nobody walks the ids to the pictures of unpublished works.
    const token = /^uploads\/works\/work-\d+-([0-9a-f]{24})-frame-0\.webp$/.exec(work.frames[0])?.[1];
    expect(token).toBeDefined();
    expect(work.frames).toEqual(Array.from({ length: WORK_COVER_FRAMES }, (_, i) => `uploads/works/work-${work.id}-${token}-frame-${i}.webp`));
    expect(work).toMatchObject({ coverFrame: null, cover: null });
    await expect(fs.stat(path.join(out, 'frames'))).rejects.toThrow();
    const images = mediaStores(h.config).images;
    const frames = await Promise.all(work.frames.map(async (key) => sharp(Buffer.from(decodeImage((await images.readAll(key))!, h.config.imageKey))).metadata()));
    expect(frames.map((m) => [m.format, m.height])).toEqual(Array.from({ length: WORK_COVER_FRAMES }, () => ['webp', 360]));
    // The upload's bytes are gone once the work is made; nothing half-written is left beside it.
    await expect(fs.stat(path.join(uploadsDir(h.deps), work.uploadId))).rejects.toThrow();
    await expect(fs.stat(`${out}.part`)).rejects.toThrow();
  }, TRANSCODE_TIMEOUT_MS);
});

const bundledFfmpeg = bundledTool('ffmpeg');
const bundledFfprobe = bundledTool('ffprobe');
/** The binaries `npm install` brings when the system has none (optional packages: absent on some platforms). */
const bundled = bundledFfmpeg && bundledFfprobe ? { ffmpeg: bundledFfmpeg, ffprobe: bundledFfprobe } : null;

describe.skipIf(!bundled)('the ffmpeg npm install brings (no package for this platform: skipped)', () => {
  it('transcodes the same ladder with a sprite and a cover', async () => {
    const h = await createHarness({ env: { WORKER: 'off', TRANSCODE_PRESET: 'ultrafast', WORKS_SWEEP_MINUTES: '0', FFMPEG_PATH: bundled!.ffmpeg, FFPROBE_PATH: bundled!.ffprobe } });
    try {
      const me = await uploadClip(h, 'bundled1');
      const worker = startWorker(h.deps, h.app.log, 'test');
      try {
        await worker.idle();
      } finally {
        await worker.stop();
      }
      const [work] = (await me.call(api.worksMedia, {})).data.list;
      expect(work).toMatchObject({ state: 'review', progress: 100, failureReason: null });
      const master = await fs.readFile(path.join(outputDir(h.deps, work.id), 'index.m3u8'), 'utf8');
      for (const level of HLS_LADDER) expect(master).toContain(`${level.name}/index.m3u8`);
    } finally {
      await h.close();
    }
  }, TRANSCODE_TIMEOUT_MS);
});

describe('large requests', () => {
  it('a PATCH far above the JSON body limit reaches tus whole (8 MB chunks in production)', async () => {
    const h = await createHarness({ env: { WORKER: 'off', WORKS_SWEEP_MINUTES: '0' } });
    try {
      const me = await h.registered('bigchunk');
      const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
      const { path: uploadPath } = await createUpload(me, bytes.length);
      const sent = await sendBytes(me, uploadPath, 0, bytes);
      // All of it arrived and was judged by its content: not a video.
      expect(sent.status).toBe(415);
    } finally {
      await h.close();
    }
  });
});

describe('a transcode that keeps failing', () => {
  it('is retried after the backoff, then the work fails with the reason', async () => {
    const fake = await brokenFfmpeg(tmp);
    const h = await createHarness({ env: { WORKER: 'off', FFMPEG_PATH: fake, JOB_MAX_ATTEMPTS: '2', JOB_BACKOFF_SECONDS: '30', WORKS_SWEEP_MINUTES: '0' } });
    try {
      const me = await uploadClip(h, 'transcoder2');
      const worker = startWorker(h.deps, h.app.log, 'test');
      try {
        await worker.idle();
        const [waiting] = (await me.call(api.worksMedia, {})).data.list;
        expect(waiting).toMatchObject({ state: 'queued', failureReason: null });
        h.clock.offset += 31;
        await worker.idle();
      } finally {
        await worker.stop();
      }
      const [work] = (await me.call(api.worksMedia, {})).data.list;
      expect(work).toMatchObject({ state: 'failed', failureReason: 'encoder exploded' });
    } finally {
      await h.close();
    }
  });
});
