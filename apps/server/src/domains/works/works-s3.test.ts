/**
 * A work transcoded with its output in an S3-compatible bucket (decision 0058), against a local s3rver the test
 * starts: the ladder, sprite and cover are uploaded and the local copy removed, the signed /media/video URLs of
 * the clip `work-<id>` serve them from the bucket (playlists signed, segments byte for byte with Range), and
 * removing the work's media removes the objects.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Code, api, type Envelope } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestClient } from '../../test/harness.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3.ts';
import { IMAGE_PATH, VIDEO_PATH, workClipName } from '../../lib/media-paths.ts';
import { signMedia, tokenQuery } from '../../lib/media-token.ts';
import { HLS_LADDER } from '../../lib/hls-ladder.ts';
import { runWorkOps } from '../ops/service.ts';
import { outputDir, removeWorkMedia } from './service.ts';
import { brokenFfmpeg, createUpload, makeClip, sendBytes } from './tus-test-client.ts';
import { startWorker } from './worker.ts';

let s3: LocalS3;
let h: Harness;
let member: TestClient;
let tmp: string;

beforeAll(async () => {
  [s3, tmp] = await Promise.all([startLocalS3(), fs.mkdtemp(path.join(os.tmpdir(), 'md-s3-clip-'))]);
  h = await createHarness({ env: { ...s3.env, TRANSCODE_PRESET: 'ultrafast' } });
  member = await h.registered('s3_creator');
});
afterAll(async () => {
  await h?.close();
  await s3?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
async function object(key: string): Promise<Buffer> {
  const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await answer.Body!.transformToByteArray());
}

describe('a work in a bucket', () => {
  // A transcode and a bucket: on a loaded machine this took longer than the default 30 s (and its worker, left running, took the next test's jobs).
  it('is transcoded, uploaded to the bucket without a local copy, served by signed URL, and removed', { timeout: 120_000 }, async () => {
    const clip = await fs.readFile(makeClip(tmp));
    const { path: uploadPath } = await createUpload(member, clip.length, 's3 clip');
    expect((await sendBytes(member, uploadPath, 0, clip)).status).toBe(204);
    const worker = startWorker(h.deps, h.app.log, 'test');
    try {
      await worker.idle();
    } finally {
      await worker.stop();
    }
    const [work] = (await member.call(api.worksMedia, {})).data.list;
    expect(work).toMatchObject({ state: 'review', progress: 100 });
    const keys = await s3.keys(`works/${work.id}/`);
    expect(keys).toEqual(expect.arrayContaining([`works/${work.id}/index.m3u8`, `works/${work.id}/sprite.jpg`, `works/${work.id}/cover.jpg`]));
    for (const level of HLS_LADDER) expect(keys).toContain(`works/${work.id}/${level.name}/seg_000.ts`);
    await expect(fs.stat(outputDir(h.deps, work.id))).rejects.toThrow();

    const prefix = `${VIDEO_PATH}/${workClipName(work.id)}/`;
    const query = tokenQuery(signMedia(h.config.mediaUrls.secret, prefix, '720p', h.deps.now(), 600));
    const master = await get(`${prefix}index.m3u8?${query}`);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(master.body.match(/^\d+p\/index\.m3u8\S*$/gm)).toEqual([`360p/index.m3u8?${query}`, `720p/index.m3u8?${query}`]);
    const level = await get(`${prefix}720p/index.m3u8?${query}`);
    expect(level.statusCode).toBe(200);
    expect(level.body).toContain(`seg_000.ts?${query}`);
    const segment = await object(`works/${work.id}/720p/seg_000.ts`);
    const whole = await get(`${prefix}720p/seg_000.ts?${query}`);
    expect(whole.headers['content-type']).toBe('video/mp2t');
    expect(whole.rawPayload.equals(segment)).toBe(true);
    const range = await get(`${prefix}720p/seg_000.ts?${query}`, { range: 'bytes=0-187' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-187/${segment.length}`);
    expect(range.rawPayload[0]).toBe(0x47);
    expect(range.rawPayload.equals(segment.subarray(0, 188))).toBe(true);
    const sprite = await get(`${prefix}sprite.jpg?${query}`);
    expect(sprite.headers['content-type']).toBe('image/jpeg');
    expect(sprite.rawPayload.equals(await object(`works/${work.id}/sprite.jpg`))).toBe(true);
    // The token still rules: above its level, or without one, nothing is served.
    const locked = await get(`${prefix}1080p/seg_000.ts?${query}`);
    expect(locked.statusCode).toBe(403);
    expect((JSON.parse(locked.body) as Envelope<unknown>).code).toBe(Code.mediaRefused);
    expect((await get(`${prefix}720p/seg_000.ts`)).statusCode).toBe(403);

    expect(await removeWorkMedia(h.deps, work.id)).toBe(keys.length);
    expect(await s3.keys(`works/${work.id}/`)).toEqual([]);
    expect((await get(`${prefix}index.m3u8?${query}`)).statusCode).toBe(404);
    expect((await get(`${prefix}720p/seg_000.ts?${query}`)).statusCode).toBe(404);
  });
});

describe('a work that fails for good', () => {
  it('leaves nothing of itself in the bucket or the data folder', async () => {
    const fake = await brokenFfmpeg(tmp);
    const failing = await createHarness({ env: { ...s3.env, FFMPEG_PATH: fake, JOB_MAX_ATTEMPTS: '1' } });
    try {
      const me = await failing.registered('s3_failing');
      const clip = await fs.readFile(path.join(tmp, 'clip.mp4'));
      const { path: uploadPath } = await createUpload(me, clip.length, 'doomed');
      expect((await sendBytes(me, uploadPath, 0, clip)).status).toBe(204);
      const [queued] = (await me.call(api.worksMedia, {})).data.list;
      // What an attempt cut short in its upload would leave: objects in the bucket, a folder on disk.
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `works/${queued.id}/360p/seg_000.ts`, Body: Buffer.alloc(188, 0x47) }));
      await fs.mkdir(outputDir(failing.deps, queued.id), { recursive: true });
      const worker = startWorker(failing.deps, failing.app.log, 'test');
      try {
        await worker.idle();
      } finally {
        await worker.stop();
      }
      const [work] = (await me.call(api.worksMedia, {})).data.list;
      expect(work).toMatchObject({ state: 'failed', failureReason: 'encoder exploded' });
      expect(await s3.keys(`works/${work.id}/`)).toEqual([]);
      await expect(fs.stat(outputDir(failing.deps, work.id))).rejects.toThrow();
    } finally {
      await failing.close();
    }
  });
});

describe('publishing a work in a bucket (decision 0066)', () => {
  it('approved: its cover goes to the bucket, and the video plays from the bucket with its sprite; rejected: its objects go', { timeout: 120_000 }, async () => {
    const ops = (...argv: string[]) => runWorkOps(h.deps, argv, { defaultBy: 'tester', now: new Date() });
    const clip = await fs.readFile(path.join(tmp, 'clip.mp4'));
    for (const title of ['s3 approved', 's3 rejected']) {
      const { path: uploadPath } = await createUpload(member, clip.length, title);
      expect((await sendBytes(member, uploadPath, 0, clip)).status).toBe(204);
    }
    const worker = startWorker(h.deps, h.app.log, 'test');
    try {
      await worker.idle();
    } finally {
      await worker.stop();
    }
    const list = (await member.call(api.worksMedia, {})).data.list;
    const approved = list.find((w) => w.title === 's3 approved')!;
    const rejected = list.find((w) => w.title === 's3 rejected')!;
    // The candidate cover frames are pictures in the bucket (decision 0068); the author picks the second.
    const pictures = (frames: string[]) => `media/${frames[0].replace(/-frame-\d+\.webp$/, '')}`;
    expect(await s3.keys(`${pictures(rejected.frames)}-frame-`)).toHaveLength(rejected.frames.length);
    expect(approved.frames.length).toBeGreaterThan(1);
    for (const frame of approved.frames) expect((await get(`${IMAGE_PATH}/${frame}`)).statusCode).toBe(200);
    expect((await member.call(api.worksModifyMedia, { id: approved.id, cover: 1 })).data.cover).toBe(approved.frames[1]);

    const result = await ops('approve-work', String(approved.id));
    expect(result.ok, result.output).toBe(true);
    const mediaId = Number(/video #(\d+)/.exec(result.output)![1]);
    // The chosen frame is the video's cover: no other picture was made of it.
    expect(await s3.keys(`${pictures(approved.frames)}.webp`)).toHaveLength(0);
    const detail = (await member.call(api.mediaDetail, { id: mediaId })).data;
    expect(detail.cover).toBe(approved.frames[1]);
    expect((await get(`${IMAGE_PATH}/${detail.cover}`)).statusCode).toBe(200);
    const play = (await member.call(api.mediaPlay, { id: mediaId })).data;
    expect((await get(play.url)).statusCode).toBe(200);
    const sprite = await get(play.thumbnails.urls[0]);
    expect(sprite.rawPayload.equals(await object(`works/${approved.id}/sprite.jpg`))).toBe(true);

    expect(await ops('reject-work', String(rejected.id), '--reason', 'blurry')).toMatchObject({ ok: true });
    expect(await s3.keys(`works/${rejected.id}/`)).toEqual([]);
    expect(await s3.keys(`${pictures(rejected.frames)}-frame-`)).toEqual([]);
    expect((await s3.keys(`works/${approved.id}/`)).length).toBeGreaterThan(0);
  });
});
