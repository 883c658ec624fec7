/**
 * Who may fetch which clip file: the signed, expiring URLs of `media/play` on the master playlist, the media
 * playlists and the segments, for a guest, a registered user, and URLs that are missing, forged, expired, moved to
 * another clip or raised to a level above their own.
 */
import { Code, api, type Envelope } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

const cast = useCast('mediaaccess', { seedVideos: 60 });

/** A paid (not free) video: a guest gets the guest level only. */
async function paidVideo() {
  for (let id = 1; id <= 60; id++) if (!(await cast.guest.call(api.mediaDetail, { id })).data.free) return id;
  throw new Error('no paid video in the seed');
}

const get = (url: string, headers: Record<string, string> = {}) => cast.h.app.inject({ method: 'GET', url, headers });

/** The URL's path and its query, apart. */
function split(url: string) {
  const [path, query = ''] = url.split('?');
  return { path, query, params: new URLSearchParams(query) };
}

/** The three kinds of file one token covers, from a master URL: master, a level's playlist, its first segment. */
function files(masterUrl: string, level: string) {
  const { path, query } = split(masterUrl);
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  return {
    master: `${path}?${query}`,
    playlist: `${dir}${level}/index.m3u8?${query}`,
    segment: `${dir}${level}/seg_000.ts?${query}`,
  };
}

async function expectRefused(url: string, tip: RegExp) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(403);
  const body = JSON.parse(res.body) as Envelope<unknown>;
  expect(body.code, url).toBe(Code.mediaRefused);
  expect(body.tip, url).toMatch(tip);
}

describe('signed media URLs', () => {
  it('give a guest a master playlist with the guest level only, signed URLs inside it, and playable files', async () => {
    const play = (await cast.guest.call(api.mediaPlay, { id: await paidVideo() })).data;
    expect(play).toMatchObject({ hd: false, hdRefused: true, levels: ['360p'], locked: ['720p', '1080p'] });
    expect(play.url).toMatch(/^\/media\/video\/[a-z]+\/index\.m3u8\?e=\d+&l=360p&s=[\w-]+$/);
    const { query } = split(play.url);
    const master = await get(play.url);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(master.body.match(/^\S+\.m3u8\S*$/gm)).toEqual([`360p/index.m3u8?${query}`]);
    expect(master.body).not.toContain('RESOLUTION=1280x720');
    const own = files(play.url, '360p');
    const playlist = await get(own.playlist);
    expect(playlist.statusCode).toBe(200);
    const segments = playlist.body.match(/^seg_\d+\.ts.*$/gm) ?? [];
    expect(segments.length).toBeGreaterThan(0);
    for (const line of segments) expect(line).toMatch(new RegExp(`^seg_\\d+\\.ts\\?${query.replace(/[?.]/g, '\\$&')}$`));
    const segment = await get(own.segment, { range: 'bytes=0-187' });
    expect(segment.statusCode).toBe(206);
    expect(segment.rawPayload[0]).toBe(0x47);
    expect((await get(play.thumbnails.urls[0])).statusCode).toBe(200);
  });

  it('refuse a guest the levels above theirs, on media playlists and segments, even with the level raised in the URL', async () => {
    const play = (await cast.guest.call(api.mediaPlay, { id: await paidVideo() })).data;
    for (const level of ['720p', '1080p']) {
      const above = files(play.url, level);
      await expectRefused(above.playlist, /登录后可观看/);
      await expectRefused(above.segment, /登录后可观看/);
      // The guest's signature with a higher level written over its own: the signature no longer matches.
      const raised = files(play.url.replace('l=360p', `l=${level}`), level);
      for (const url of Object.values(raised)) await expectRefused(url, /无效或已过期/);
    }
  });

  it('give a registered user every level', async () => {
    const play = (await cast.member.call(api.mediaPlay, { id: await paidVideo() })).data;
    expect(play).toMatchObject({ hd: true, hdRefused: false, levels: ['360p', '720p', '1080p'], locked: [] });
    const master = await get(play.url);
    expect(master.body.match(/^\d+p\/index\.m3u8/gm)).toEqual(['360p/index.m3u8', '720p/index.m3u8', '1080p/index.m3u8']);
    const top = files(play.url, '1080p');
    expect((await get(top.playlist)).statusCode).toBe(200);
    expect((await get(top.segment)).statusCode).toBe(200);
  });

  it('refuse URLs without a signature, with a forged one, or signed for another clip', async () => {
    const play = (await cast.member.call(api.mediaPlay, { id: await paidVideo() })).data;
    const { path, params } = split(play.url);
    const bare = files(`${path}?`, '360p');
    for (const url of [bare.master.replace(/\?$/, ''), bare.playlist.replace(/\?$/, ''), bare.segment.replace(/\?$/, ''), `${path.replace('index.m3u8', 'sprite.jpg')}`])
      await expectRefused(url, /无效或已过期/);
    const signature = params.get('s') ?? '';
    const forgedSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of Object.values(files(play.url.replace(signature, forgedSignature), '360p'))) await expectRefused(url, /无效或已过期/);
    // A later expiry, the signature kept: forged too.
    const later = play.url.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3600}`);
    for (const url of Object.values(files(later, '360p'))) await expectRefused(url, /无效或已过期/);
    const clip = /\/media\/video\/([a-z]+)\//.exec(path)?.[1] ?? '';
    const other = ['bars', 'grid', 'hue', 'zoom'].find((c) => c !== clip) ?? '';
    for (const url of Object.values(files(play.url.replace(`/${clip}/`, `/${other}/`), '360p'))) await expectRefused(url, /无效或已过期/);
    await expectRefused(`${bare.master.replace(/\?$/, '')}?e=1&l=9000p&s=x`, /无效或已过期/);
  });

  it('refuse URLs once they expire', async () => {
    const play = (await cast.member.call(api.mediaPlay, { id: await paidVideo() })).data;
    const expiry = Number(split(play.url).params.get('e'));
    const own = files(play.url, '720p');
    expect((await get(own.segment)).statusCode).toBe(200);
    const realNow = cast.h.deps.now;
    cast.h.deps.now = () => expiry;
    try {
      for (const url of Object.values(own)) await expectRefused(url, /无效或已过期/);
    } finally {
      cast.h.deps.now = realNow;
    }
  });

  it('keep answering unknown clip files with not found', async () => {
    const play = (await cast.member.call(api.mediaPlay, { id: await paidVideo() })).data;
    const { query } = split(play.url);
    expect((await get(`/media/video/bars/360p/seg_999.ts?${query}`)).statusCode).toBe(404);
    expect((await get(`/media/video/bars/4k/index.m3u8?${query}`)).statusCode).toBe(404);
    expect((await get(`/media/video/bars/../index.m3u8?${query}`)).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('signed media URLs behind a CDN, with a configured guest level', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ seedVideos: 60, env: { PUBLIC_URL: 'https://cdn.example.com/', MEDIA_GUEST_LEVEL: '720p' } });
  });
  afterAll(() => h.close());

  it('put the public origin in front and give a guest the levels up to the configured one', async () => {
    const guest = await h.guest();
    let play = null;
    for (let id = 1; id <= 60 && !play; id++) {
      const answer = (await guest.call(api.mediaPlay, { id })).data;
      if (answer.hdRefused) play = answer;
    }
    expect(play).toMatchObject({ levels: ['360p', '720p'], locked: ['1080p'] });
    expect(play!.url).toMatch(/^https:\/\/cdn\.example\.com\/media\/video\/[a-z]+\/index\.m3u8\?e=\d+&l=720p&s=/);
    expect(play!.thumbnails.urls[0]).toMatch(/^https:\/\/cdn\.example\.com\/media\/video\/[a-z]+\/sprite\.jpg\?e=/);
    // The CDN forwards the path and query to this server, which checks them as ever.
    const local = play!.url.replace('https://cdn.example.com', '');
    const master = await h.app.inject({ method: 'GET', url: local });
    expect(master.body.match(/^\d+p\/index\.m3u8/gm)).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
    expect((await h.app.inject({ method: 'GET', url: local.replace('index.m3u8', '1080p/index.m3u8') })).statusCode).toBe(403);
  });
});
