import { api, decodeImage } from '@md/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seedVideos: 30 });
});
afterAll(() => h.close());

describe('media files', () => {
  it('serves demo pictures encoded, as opaque bytes, cached for a year', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/media/img/demo/covers/01.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toContain('immutable');
    await expect(sharp(res.rawPayload).metadata()).rejects.toThrow();
    const meta = await sharp(Buffer.from(decodeImage(res.rawPayload, h.config.imageKey))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 270 });
  });

  it('serves HLS master and level playlists, segments with Range, and sprites, under a signed URL', async () => {
    const member = await h.registered('files_member');
    const play = (await member.call(api.mediaPlay, { id: 1 })).data;
    const query = play.url.slice(play.url.indexOf('?'));
    const clip = /\/media\/video\/[a-z]+/.exec(play.url)?.[0] ?? '';
    const master = await h.app.inject({ method: 'GET', url: play.url });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.body.match(/^\d+p\/index\.m3u8/gm)).toEqual(['360p/index.m3u8', '720p/index.m3u8', '1080p/index.m3u8']);
    expect(master.body).toContain('RESOLUTION=1920x1080');
    const level = await h.app.inject({ method: 'GET', url: `${clip}/720p/index.m3u8${query}` });
    expect(level.statusCode).toBe(200);
    expect(level.body).toContain('seg_000.ts?');
    const range = await h.app.inject({ method: 'GET', url: `${clip}/720p/seg_000.ts${query}`, headers: { range: 'bytes=0-187' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp2t');
    expect(range.headers['content-range']).toMatch(/^bytes 0-187\/\d+$/);
    expect(range.rawPayload.length).toBe(188);
    expect(range.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    const sprite = await h.app.inject({ method: 'GET', url: play.thumbnails.urls[0] });
    expect(sprite.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(sprite.rawPayload).metadata())).toMatchObject({ width: 800, height: 360 });
  });

  it('does not leave its folders', async () => {
    for (const url of ['/media/img/../../package.json', '/media/video/..%2f..%2fpackage.json', '/media/img/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"workspaces"');
    }
  });
});
