/**
 * Pictures in an S3-compatible bucket (decision 0058), against a local s3rver the test starts: uploads land in the
 * bucket (not in the data folder) and come back through the same /media URLs, byte for byte, with ranges, types
 * and caching headers; the sweep removes the objects. The works' side is domains/works/works-s3.test.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Code, api, decodeImage } from '@md/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestClient } from '../../test/harness.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3.ts';
import { IMAGE_PATH } from '../../lib/media-paths.ts';
import { sweepUnclaimedUploads } from '../upload/service.ts';

let s3: LocalS3;
let h: Harness;
let member: TestClient;

beforeAll(async () => {
  s3 = await startLocalS3();
  h = await createHarness({ env: s3.env });
  member = await h.registered('s3_member');
});
afterAll(async () => {
  await h?.close();
  await s3?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
const picture = (color: string) => sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer();
async function object(key: string): Promise<Buffer> {
  const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await answer.Body!.transformToByteArray());
}
const onDisk = (relative: string) => fs.stat(path.join(h.config.mediaDir, relative)).then(() => true, () => false);

/** The picture at `relative` is in the bucket only, and /media serves it as the bucket holds it, whole and in part. */
async function expectServedFromBucket(relative: string) {
  const stored = await object(`media/${relative}`);
  expect(await onDisk(relative)).toBe(false);
  const whole = await get(`${IMAGE_PATH}/${relative}`);
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('application/octet-stream');
  expect(whole.headers['cache-control']).toBe(`public, max-age=${365 * 24 * 3600}, immutable`);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(Number(whole.headers['content-length'])).toBe(stored.length);
  expect(whole.rawPayload.equals(stored)).toBe(true);
  // Still the image codec: opaque as stored, a WEBP once decoded with the key.
  await expect(sharp(whole.rawPayload).metadata()).rejects.toThrow();
  expect((await sharp(Buffer.from(decodeImage(whole.rawPayload, h.config.imageKey))).metadata()).format).toBe('webp');
  const part = await get(`${IMAGE_PATH}/${relative}`, { range: 'bytes=10-49' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 10-49/${stored.length}`);
  expect(part.rawPayload.equals(stored.subarray(10, 50))).toBe(true);
  const tail = await get(`${IMAGE_PATH}/${relative}`, { range: 'bytes=-16' });
  expect(tail.rawPayload.equals(stored.subarray(stored.length - 16))).toBe(true);
  const head = await h.app.inject({ method: 'HEAD', url: `${IMAGE_PATH}/${relative}` });
  expect(head.statusCode).toBe(200);
  expect(Number(head.headers['content-length'])).toBe(stored.length);
  expect(head.rawPayload.length).toBe(0);
  const again = await get(`${IMAGE_PATH}/${relative}`, { 'if-none-match': String(whole.headers.etag) });
  expect(again.statusCode).toBe(304);
  const past = await get(`${IMAGE_PATH}/${relative}`, { range: `bytes=${stored.length}-` });
  expect(past.statusCode).toBe(416);
  expect(past.headers['content-range']).toBe(`bytes */${stored.length}`);
}

describe('pictures in a bucket', () => {
  it('upload/img stores the picture in the bucket and /media serves it back byte for byte, with ranges', async () => {
    const res = await member.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'a.png', 'image/png', await picture('#c33')) });
    expect(res.envelope.code).toBe(Code.ok);
    expect(await s3.keys('media/uploads/')).toContain(`media/${res.data.path}`);
    await expectServedFromBucket(res.data.path);
  });

  it('upload/images stores every picture in the bucket, each served back', async () => {
    const boundary = '----mds3batch';
    const parts = await Promise.all(['#1a1', '#a1a'].map(picture));
    const payload = Buffer.concat([
      ...parts.flatMap((data, i) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`),
        data,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await member.call(api.uploadImages, undefined, { multipart: { payload, boundary } });
    expect(res.envelope.code).toBe(Code.ok);
    const paths = res.data.files.map((f) => ('path' in f ? f.path : ''));
    expect(paths.every((p) => /^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/.test(p))).toBe(true);
    for (const relative of paths) await expectServedFromBucket(relative);
  });

  it('an avatar is a square copy made from the bucket and kept there; the unclaimed original is swept from it', async () => {
    const up = await member.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'b.png', 'image/png', await picture('#33c')) });
    const set = await member.call(api.userAvatar, { path: up.data.path });
    expect(set.envelope.code).toBe(Code.ok);
    const avatar = (await member.call(api.userInfo, {})).data.avatar;
    const kept = avatar!.slice(avatar!.indexOf('uploads/'));
    expect(kept).not.toBe(up.data.path);
    expect(await s3.keys(`media/${kept}`)).toEqual([`media/${kept}`]);
    const square = await sharp(Buffer.from(decodeImage(await object(`media/${kept}`), h.config.imageKey))).metadata();
    expect(square.width).toBe(square.height);
    // Past the unclaimed time every upload nothing claimed goes from the bucket; the avatar stays.
    h.clock.offset += h.config.uploads.unclaimedSeconds + 60;
    try {
      expect(await sweepUnclaimedUploads(h.deps)).toBeGreaterThanOrEqual(4);
    } finally {
      h.clock.offset -= h.config.uploads.unclaimedSeconds + 60;
    }
    expect(await s3.keys('media/uploads/')).toEqual([`media/${kept}`]);
    expect((await get(`${IMAGE_PATH}/${up.data.path}`)).statusCode).toBe(404);
    expect((await get(`${IMAGE_PATH}/${kept}`)).statusCode).toBe(200);
  });

  it('the demo seed pictures stay on disk and are still served; names that leave the folder are not', async () => {
    await fs.mkdir(path.join(h.config.mediaDir, 'demo', 'covers'), { recursive: true });
    await fs.writeFile(path.join(h.config.mediaDir, 'demo', 'covers', 'x.webp'), Buffer.from('demo bytes'));
    const demo = await get(`${IMAGE_PATH}/demo/covers/x.webp`);
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toBe('demo bytes');
    for (const url of [`${IMAGE_PATH}/uploads/../../package.json`, `${IMAGE_PATH}/uploads/%2e%2e/x`, `${IMAGE_PATH}/uploads/.hidden`, `${IMAGE_PATH}/uploads/2026/none.webp`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
