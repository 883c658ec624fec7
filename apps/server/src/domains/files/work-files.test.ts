/**
 * A work's ladder in the data folder (the default store, decision 0058) is served as the clip `work-<id>` under a
 * signed URL, like a demo clip: playlists signed, segments with Range, nothing without a valid token.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { VIDEO_PATH, workClipName, workIdOfClip } from '../../lib/media-paths.ts';
import { signMedia, tokenQuery } from '../../lib/media-token.ts';
import { outputDir } from '../works/service.ts';
import { parseRange } from './send-stored.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

describe('a work in the data folder', () => {
  it('is served under its signed clip name from DATA_DIR/works/media/<id>', async () => {
    const dir = outputDir(h.deps, 41);
    await fs.mkdir(path.join(dir, '360p'), { recursive: true });
    await fs.writeFile(path.join(dir, 'index.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=640x360\n360p/index.m3u8\n');
    await fs.writeFile(path.join(dir, '360p', 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg_000.ts\n#EXT-X-ENDLIST\n');
    const segment = Buffer.alloc(376, 0x47);
    segment[200] = 7;
    await fs.writeFile(path.join(dir, '360p', 'seg_000.ts'), segment);
    const prefix = `${VIDEO_PATH}/${workClipName(41)}/`;
    const query = tokenQuery(signMedia(h.config.mediaUrls.secret, prefix, '360p', h.deps.now(), 600));
    const master = await get(`${prefix}index.m3u8?${query}`);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain(`360p/index.m3u8?${query}`);
    expect((await get(`${prefix}360p/index.m3u8?${query}`)).body).toContain(`seg_000.ts?${query}`);
    const range = await get(`${prefix}360p/seg_000.ts?${query}`, { range: 'bytes=188-375' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp2t');
    expect(range.rawPayload.equals(segment.subarray(188))).toBe(true);
    expect((await get(`${prefix}360p/seg_000.ts`)).statusCode).toBe(403);
    // Another work's token opens nothing here, and a work with no files is a 404.
    const other = tokenQuery(signMedia(h.config.mediaUrls.secret, `${VIDEO_PATH}/${workClipName(42)}/`, '360p', h.deps.now(), 600));
    expect((await get(`${prefix}index.m3u8?${other}`)).statusCode).toBe(403);
    expect((await get(`${VIDEO_PATH}/${workClipName(42)}/index.m3u8?${other}`)).statusCode).toBe(404);
  });
});

describe('clip names and ranges', () => {
  it('tells a work clip from a demo clip', () => {
    expect(workIdOfClip(workClipName(12))).toBe(12);
    for (const name of ['bars', 'work-', 'work-0', 'work-01', 'work-1x']) expect(workIdOfClip(name), name).toBeNull();
  });

  it('reads one byte range, the whole file for anything else, and refuses a start past the end', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=9-3', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
