/**
 * The journey of works-publish.e2e.ts (support/work-journey.ts) with the media in an S3-compatible bucket
 * (decision 0058): this file starts a local s3rver (apps/server/src/test/s3.ts) and its own server with the S3_*
 * variables pointing at it, for the server and the operator's command alike. A creator uploads a clip at phone
 * size, it is transcoded and approved, another user plays it with seek previews. The work's ladder, sprite and
 * cover are then objects under `works/1/` in the bucket; the server still serves them under /media/video/work-1/
 * (the bucket needs no public access), and every segment and the sprite the player got carries the bucket
 * object's own ETag, so it was read from the bucket; the data folder holds none of the work's media, and the
 * published video's cover is a picture in the bucket too.
 */
import { WORK_COVER_FRAMES } from '@md/contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../apps/server/src/test/s3.ts';
import { ownServerFile } from './support/own-server.ts';
import { filesUnder, makeClip, publishAndPlay } from './support/work-journey.ts';

let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});
const own = ownServerFile('works3', { env: () => s3.env });
let clip: Buffer;
beforeAll(() => {
  clip = makeClip();
});

/** A transcoded work's file: a playlist, a segment, the sprite sheet or the cover. */
const isWorkMedia = (file: string) => /\.(m3u8|ts)$/.test(file) || ['sprite.jpg', 'cover.jpg'].includes(path.posix.basename(file));

describe('a creator’s work at phone size, its media in a bucket', () => {
  it('uploaded, transcoded to the bucket, approved, played from the bucket with seek previews', async () => {
    const { media } = await publishAndPlay(own.browser, own.server, clip);

    // The bucket holds the work: master playlist, sprite, cover, a playlist and segments per level.
    const etags = await s3.etags('works/1/');
    const keys = [...etags.keys()];
    expect(keys).toEqual(expect.arrayContaining(['works/1/index.m3u8', 'works/1/sprite.jpg', 'works/1/cover.jpg']));
    expect(keys.some((key) => /^works\/1\/[^/]+\/seg_\d+\.ts$/.test(key)), keys.join(', ')).toBe(true);

    // What the player got under /media/video/work-1/ came from those objects: the bucket's ETag on every segment
    // and on the sprite (the data folder's files would carry a weak size-and-date validator instead).
    const fromBucket = media.filter((m) => m.file.endsWith('.ts') || m.file === 'sprite.jpg');
    expect(fromBucket.some((m) => m.file.endsWith('.ts')), JSON.stringify(media)).toBe(true);
    expect(fromBucket.some((m) => m.file === 'sprite.jpg'), JSON.stringify(media)).toBe(true);
    for (const m of fromBucket) {
      expect([200, 206, 304], m.file).toContain(m.status);
      expect(m.etag, m.file).toBe(etags.get(`works/1/${m.file}`));
    }
    expect(media.filter((m) => m.file.endsWith('.m3u8')).every((m) => m.status === 200), JSON.stringify(media)).toBe(true);

    // The published video's cover and the work's candidate cover frames (decision 0068), pictures, are in the
    // bucket's picture area, and nothing else is.
    const pictures = await s3.keys('media/uploads/');
    // Named by the work's id and its random token (decision 0086).
    expect(pictures.filter((key) => /\/work-1-[0-9a-f]{24}\.webp$/.test(key)), pictures.join(', ')).toHaveLength(1);
    expect(pictures.filter((key) => /\/work-1-[0-9a-f]{24}-frame-\d+\.webp$/.test(key)), pictures.join(', ')).toHaveLength(WORK_COVER_FRAMES);
    expect(pictures).toHaveLength(1 + WORK_COVER_FRAMES);

    // The data folder keeps none of the work's media (the transcoder's staging copy is gone too), nor its cover.
    expect(filesUnder(path.join(own.server.dataDir, 'works/media'))).toEqual([]);
    expect(filesUnder(path.join(own.server.dataDir, 'media/uploads'))).toEqual([]);
    expect(filesUnder(own.server.dataDir).filter(isWorkMedia)).toEqual([]);
  }, 420_000);
});
