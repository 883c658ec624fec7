import { Code, api } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let visitor: TestClient;
let guest: TestClient;
let member: TestClient;
let other: TestClient;

beforeAll(async () => {
  h = await createHarness({ seedVideos: 120 });
  visitor = await h.visitor();
  guest = await h.guest();
  member = await h.registered('detail_member');
  other = await h.registered('detail_other');
});
afterAll(() => h.close());

describe('media/detail', () => {
  it('gives the video with tags and actresses, the same for everyone', async () => {
    const res = await visitor.call(api.mediaDetail, { id: 1 });
    expect(res.envelope.code).toBe(Code.ok);
    expect(api.mediaDetail.response.safeParse(res.data).success).toBe(true);
    expect(res.data.tags.length).toBeGreaterThanOrEqual(2);
    expect(res.data).toMatchObject({ id: 1 });
    expect(res.data).not.toHaveProperty('collected');
    expect((await member.call(api.mediaDetail, { id: 1 })).data).toEqual(res.data);
  });

  it('answers an unknown video with not found and bad ids with 400', async () => {
    expect((await guest.call(api.mediaDetail, { id: 99_999 })).envelope.code).toBe(Code.notFound);
    expect((await guest.raw(api.mediaDetail, { id: 'x' })).status).toBe(400);
    expect((await guest.raw(api.mediaDetail, {})).status).toBe(400);
  });
});

describe('media/state', () => {
  it('without a session: not collected, no attitude, the live counts', async () => {
    const res = await visitor.call(api.mediaState, { id: 2 });
    expect(res.envelope.code).toBe(Code.ok);
    const detail = (await visitor.call(api.mediaDetail, { id: 2 })).data;
    expect(res.data).toEqual({ collected: false, attitude: null, supports: detail.supports, opposes: detail.opposes, collects: detail.collects });
  });

  it('answers an unknown video with not found and bad ids with 400', async () => {
    expect((await guest.call(api.mediaState, { id: 99_999 })).envelope.code).toBe(Code.notFound);
    expect((await guest.call(api.mediaState, { id: -1 })).status).toBe(400);
    expect((await guest.raw(api.mediaState, { id: 2, extra: 1 })).status).toBe(400);
  });
});

describe('media/play', () => {
  it('needs a session', async () => {
    expect((await visitor.call(api.mediaPlay, { id: 1 })).envelope.code).toBe(Code.loginExpired);
  });

  it('gives a guest high definition only for free videos, and counts each play', async () => {
    const detail = (id: number) => guest.call(api.mediaDetail, { id });
    let free = 0;
    let paid = 0;
    for (let id = 1; id <= 40 && (!free || !paid); id++) {
      const d = (await detail(id)).data;
      if (d.free && !free) free = id;
      if (!d.free && !paid) paid = id;
    }
    const freePlay = await guest.call(api.mediaPlay, { id: free });
    expect(freePlay.data).toMatchObject({ hd: true, hdRefused: false });
    const paidPlay = await guest.call(api.mediaPlay, { id: paid });
    expect(paidPlay.data).toMatchObject({ hd: false, hdRefused: true });
    expect(paidPlay.data.url).toMatch(/^\/media\/video\/[a-z]+\/index\.m3u8$/);
    expect(paidPlay.data.thumbnails).toEqual({ urls: [paidPlay.data.url.replace('index.m3u8', 'sprite.jpg')], pic_num: 20, col: 5, row: 4, width: 160, height: 90 });
    const memberPlay = await member.call(api.mediaPlay, { id: paid });
    expect(memberPlay.data).toMatchObject({ hd: true, hdRefused: false });
    // The playlist it points at is really served.
    expect((await h.app.inject({ method: 'GET', url: memberPlay.data.url })).statusCode).toBe(200);
  });
});

describe('media/maylike and media/rank', () => {
  it('relates videos by shared tags, most watched first, never the video itself', async () => {
    const res = await visitor.call(api.mediaMaylike, { id: 5, pageSize: 6 });
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.length).toBeLessThanOrEqual(6);
    expect(res.data.map((m: { id: number }) => m.id)).not.toContain(5);
    const views = res.data.map((m: { views: number }) => m.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it.each(['hot', 'new', 'collect'] as const)('ranks by %s', async (type) => {
    const res = await guest.call(api.mediaRank, { type, pageSize: 10 });
    expect(res.data.list).toHaveLength(10);
    expect(res.data.total).toBe(120);
  });
});

describe('media/attitude', () => {
  it('moves the counts once per user and can be taken back', async () => {
    const before = (await visitor.call(api.mediaDetail, { id: 7 })).data;
    const a = await member.call(api.mediaAttitude, { id: 7, attitude: 'support' });
    expect(a.data).toEqual({ supports: before.supports + 1, opposes: before.opposes, attitude: 'support' });
    const again = await member.call(api.mediaAttitude, { id: 7, attitude: 'support' });
    expect(again.data.supports).toBe(before.supports + 1);
    const flip = await member.call(api.mediaAttitude, { id: 7, attitude: 'oppose' });
    expect(flip.data).toEqual({ supports: before.supports, opposes: before.opposes + 1, attitude: 'oppose' });
    const otherUser = await other.call(api.mediaAttitude, { id: 7, attitude: 'support' });
    expect(otherUser.data).toMatchObject({ supports: before.supports + 1, attitude: 'support' });
    const none = await member.call(api.mediaAttitude, { id: 7, attitude: 'none' });
    expect(none.data).toEqual({ supports: before.supports + 1, opposes: before.opposes, attitude: null });
    // Each caller sees their own attitude and the counts as they are now, not as cached.
    expect((await other.call(api.mediaState, { id: 7 })).data).toMatchObject({ attitude: 'support', supports: before.supports + 1 });
    expect((await member.call(api.mediaState, { id: 7 })).data).toMatchObject({ attitude: null, supports: before.supports + 1 });
  });

  it('refuses visitors, unknown videos and unknown attitudes', async () => {
    expect((await visitor.call(api.mediaAttitude, { id: 7, attitude: 'support' })).envelope.code).toBe(Code.loginExpired);
    expect((await guest.call(api.mediaAttitude, { id: 99_999, attitude: 'support' })).envelope.code).toBe(Code.notFound);
    expect((await guest.raw(api.mediaAttitude, { id: 7, attitude: 'love' })).status).toBe(400);
  });
});

describe('actresses', () => {
  it.each(['hot', 'new', 'collect', 'works'] as const)('lists them sorted by %s', async (sort) => {
    const res = await visitor.call(api.actressList, { sort, pageSize: 10 });
    expect(res.data.list).toHaveLength(10);
    expect(res.data.total).toBe(20);
  });

  it('filters by tag and by tag category', async () => {
    const categories = (await visitor.call(api.tagCategories, { contentType: 8 })).data;
    const category = categories[0];
    const byCategory = await visitor.call(api.actressList, { tagCateId: category.id });
    expect(byCategory.data.total).toBeGreaterThan(0);
    const tag = category.tags.find((t) => t.actressCount > 0)!;
    const byTag = await visitor.call(api.actressList, { tagId: tag.id });
    expect(byTag.data.total).toBe(tag.actressCount);
  });

  it('gives a profile, the same for everyone', async () => {
    const res = await guest.call(api.actressDetail, { id: 1 });
    expect(api.actressDetail.response.safeParse(res.data).success).toBe(true);
    expect(res.data).not.toHaveProperty('collected');
    expect((await member.call(api.actressDetail, { id: 1 })).data).toEqual(res.data);
    expect((await guest.call(api.actressDetail, { id: 9999 })).envelope.code).toBe(Code.notFound);
  });

  it('actress/state: the caller\'s collect state and live count; none without a session; bad input refused', async () => {
    const detail = (await visitor.call(api.actressDetail, { id: 3 })).data;
    expect((await visitor.call(api.actressState, { id: 3 })).data).toEqual({ collected: false, collects: detail.collects });
    await member.call(api.collectAdd, { contentType: 8, id: 3 });
    expect((await member.call(api.actressState, { id: 3 })).data).toEqual({ collected: true, collects: detail.collects + 1 });
    expect((await other.call(api.actressState, { id: 3 })).data.collected).toBe(false);
    await member.call(api.collectDel, { contentType: 8, id: 3 });
    expect((await guest.call(api.actressState, { id: 9999 })).envelope.code).toBe(Code.notFound);
    expect((await guest.raw(api.actressState, { id: 'x' })).status).toBe(400);
  });
});

describe('tags and topics', () => {
  it('gives categories with their tags, filtered by content type', async () => {
    const all = (await visitor.call(api.tagCategories, {})).data;
    expect(all).toHaveLength(10);
    expect(all.reduce((n: number, c: { tags: unknown[] }) => n + c.tags.length, 0)).toBe(150);
    const videoOnly = (await visitor.call(api.tagCategories, { contentType: 2 })).data;
    expect(videoOnly.every((c: { contentType: number }) => c.contentType === 2)).toBe(true);
  });

  it('pages a category and describes one tag', async () => {
    const page = await visitor.call(api.tagList, { categoryId: 1, pageSize: 10 });
    expect(page.data).toMatchObject({ total: 15, hasMore: true });
    const tag = await visitor.call(api.tagDetail, { id: 3 });
    expect(tag.data.category.id).toBe(1);
    expect((await visitor.call(api.tagDetail, { id: 9999 })).envelope.code).toBe(Code.notFound);
  });

  it('gives a topic with its items in editor order, or sorted', async () => {
    const topic = await visitor.call(api.topicDetail, { id: 1 });
    expect(api.topicDetail.response.safeParse(topic.data).success).toBe(true);
    expect(topic.data.media.list.length).toBeGreaterThan(0);
    const hot = await visitor.call(api.topicDetail, { id: 1, sort: 'hot' });
    const views = hot.data.media.list.map((m: { views: number }) => m.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(new Set(hot.data.media.list.map((m: { id: number }) => m.id))).toEqual(new Set(topic.data.media.list.map((m: { id: number }) => m.id)));
    expect((await visitor.call(api.topicDetail, { id: 9999 })).envelope.code).toBe(Code.notFound);
  });
});
