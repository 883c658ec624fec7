import { Code, api } from '@md/contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, mediaTags, tags } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('detail', { seedVideos: 120 });

describe('media/detail', () => {
  it('gives the video with tags and actresses, the same for everyone', async () => {
    const res = await cast.visitor.call(api.mediaDetail, { id: 1 });
    expect(res.envelope.code).toBe(Code.ok);
    expect(api.mediaDetail.response.safeParse(res.data).success).toBe(true);
    expect(res.data.tags.length).toBeGreaterThanOrEqual(2);
    expect(res.data).toMatchObject({ id: 1 });
    expect(res.data).not.toHaveProperty('collected');
    expect((await cast.member.call(api.mediaDetail, { id: 1 })).data).toEqual(res.data);
  });

  it('answers an unknown video with not found and bad ids with 400', async () => {
    expect((await cast.guest.call(api.mediaDetail, { id: 99_999 })).envelope.code).toBe(Code.notFound);
    expect((await cast.guest.raw(api.mediaDetail, { id: 'x' })).status).toBe(400);
    expect((await cast.guest.raw(api.mediaDetail, {})).status).toBe(400);
  });
});

describe('media/state', () => {
  it('without a session: not collected, no attitude, the live counts', async () => {
    const res = await cast.visitor.call(api.mediaState, { id: 2 });
    expect(res.envelope.code).toBe(Code.ok);
    const detail = (await cast.visitor.call(api.mediaDetail, { id: 2 })).data;
    expect(res.data).toEqual({ collected: false, attitude: null, supports: detail.supports, opposes: detail.opposes, collects: detail.collects });
  });

  it('answers an unknown video with not found and bad ids with 400', async () => {
    expect((await cast.guest.call(api.mediaState, { id: 99_999 })).envelope.code).toBe(Code.notFound);
    expect((await cast.guest.call(api.mediaState, { id: -1 })).status).toBe(400);
    expect((await cast.guest.raw(api.mediaState, { id: 2, extra: 1 })).status).toBe(400);
  });
});

describe('media/play', () => {
  it('needs a session', async () => {
    expect((await cast.visitor.call(api.mediaPlay, { id: 1 })).envelope.code).toBe(Code.loginExpired);
  });

  it('gives a guest high definition only for free videos, and counts each play', async () => {
    const detail = (id: number) => cast.guest.call(api.mediaDetail, { id });
    let free = 0;
    let paid = 0;
    for (let id = 1; id <= 40 && (!free || !paid); id++) {
      const d = (await detail(id)).data;
      if (d.free && !free) free = id;
      if (!d.free && !paid) paid = id;
    }
    const freePlay = await cast.guest.call(api.mediaPlay, { id: free });
    expect(freePlay.data).toMatchObject({ hd: true, hdRefused: false });
    const paidPlay = await cast.guest.call(api.mediaPlay, { id: paid });
    expect(paidPlay.data).toMatchObject({ hd: false, hdRefused: true });
    expect(paidPlay.data.url).toMatch(/^\/media\/video\/[a-z]+\/index\.m3u8\?e=\d+&l=360p&s=[\w-]+$/);
    expect(paidPlay.data.thumbnails).toEqual({ urls: [paidPlay.data.url.replace('index.m3u8', 'sprite.jpg')], pic_num: 20, col: 5, row: 4, width: 160, height: 90 });
    const memberPlay = await cast.member.call(api.mediaPlay, { id: paid });
    expect(memberPlay.data).toMatchObject({ hd: true, hdRefused: false });
    // The playlist it points at is really served.
    expect((await cast.h.app.inject({ method: 'GET', url: memberPlay.data.url })).statusCode).toBe(200);
  });

  it('counts a view for a play, not for a preload (the page warming up before the viewer presses play)', async () => {
    const views = async () => (await cast.h.database.db.select({ views: media.views }).from(media).where(eq(media.id, 3)))[0].views;
    const before = await views();
    const preload = await cast.guest.call(api.mediaPlay, { id: 3, preload: true });
    expect(preload.envelope.code).toBe(Code.ok);
    expect(await views()).toBe(before);
    const play = await cast.guest.call(api.mediaPlay, { id: 3 });
    expect(await views()).toBe(before + 1);
    // Made close together, the two URLs are the same: what the page warmed up is what the player fetches.
    expect(play.data.url).toBe(preload.data.url);
    // The same viewer again soon (a reload, a replay) is the same view; another viewer's play is one more.
    await cast.guest.call(api.mediaPlay, { id: 3 });
    expect(await views()).toBe(before + 1);
    await cast.member.call(api.mediaPlay, { id: 3 });
    expect(await views()).toBe(before + 2);
  });
});

describe('media/maylike and media/rank', () => {
  it('relates videos by shared tags, most watched first, never the video itself', async () => {
    const res = await cast.visitor.call(api.mediaMaylike, { id: 5, pageSize: 6 });
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.length).toBeLessThanOrEqual(6);
    expect(res.data.map((m: { id: number }) => m.id)).not.toContain(5);
    const views = res.data.map((m: { views: number }) => m.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('fills up with the most watched of the rest when fewer videos share its tags, those that share them first', async () => {
    const { db } = cast.h.deps;
    // Video 7 shares one tag of its own with two least watched videos, and nothing else.
    const leastWatched = await db.select({ id: media.id }).from(media).where(and(eq(media.visibility, 'public'), ne(media.id, 7))).orderBy(asc(media.views), asc(media.id)).limit(2);
    const sharing = leastWatched.map((m) => m.id);
    const before = await db.select().from(mediaTags).where(eq(mediaTags.mediaId, 7));
    const [{ categoryId }] = await db.select({ categoryId: tags.categoryId }).from(tags).limit(1);
    const [tag] = await db.insert(tags).values({ categoryId, name: '只此三部' }).returning({ id: tags.id });
    await db.delete(mediaTags).where(eq(mediaTags.mediaId, 7));
    await db.insert(mediaTags).values([7, ...sharing].map((mediaId) => ({ mediaId, tagId: tag.id })));
    try {
      const res = await cast.visitor.call(api.mediaMaylike, { id: 7, pageSize: 6 });
      const ids = res.data.map((m: { id: number }) => m.id);
      const sharingFirst = [...res.data.slice(0, 2)].sort((a: { views: number }, b: { views: number }) => b.views - a.views).map((m: { id: number }) => m.id);
      expect(ids.slice(0, 2).sort()).toEqual([...sharing].sort());
      expect(ids.slice(0, 2)).toEqual(sharingFirst);
      // Then the most watched of the rest, in their order: never 7, never one twice.
      const mostWatched = await db.select({ id: media.id }).from(media).where(eq(media.visibility, 'public')).orderBy(desc(media.views), desc(media.id)).limit(7);
      expect(ids.slice(2)).toEqual(mostWatched.map((m) => m.id).filter((other) => other !== 7 && !sharing.includes(other)).slice(0, 4));
      expect(new Set(ids).size).toBe(6);
    } finally {
      await db.delete(mediaTags).where(eq(mediaTags.tagId, tag.id));
      await db.delete(tags).where(eq(tags.id, tag.id));
      if (before.length > 0) await db.insert(mediaTags).values(before);
    }
  });

  it.each(['hot', 'new', 'collect'] as const)('ranks by %s', async (type) => {
    const res = await cast.guest.call(api.mediaRank, { type, pageSize: 10 });
    expect(res.data.list).toHaveLength(10);
    expect(res.data.total).toBe(120);
  });
});

describe('media/attitude', () => {
  it('moves the counts once per user and can be taken back', async () => {
    const before = (await cast.visitor.call(api.mediaDetail, { id: 7 })).data;
    const a = await cast.member.call(api.mediaAttitude, { id: 7, attitude: 'support' });
    expect(a.data).toEqual({ supports: before.supports + 1, opposes: before.opposes, attitude: 'support' });
    const again = await cast.member.call(api.mediaAttitude, { id: 7, attitude: 'support' });
    expect(again.data.supports).toBe(before.supports + 1);
    const flip = await cast.member.call(api.mediaAttitude, { id: 7, attitude: 'oppose' });
    expect(flip.data).toEqual({ supports: before.supports, opposes: before.opposes + 1, attitude: 'oppose' });
    const otherUser = await cast.other.call(api.mediaAttitude, { id: 7, attitude: 'support' });
    expect(otherUser.data).toMatchObject({ supports: before.supports + 1, attitude: 'support' });
    const none = await cast.member.call(api.mediaAttitude, { id: 7, attitude: 'none' });
    expect(none.data).toEqual({ supports: before.supports + 1, opposes: before.opposes, attitude: null });
    // Each caller sees their own attitude and the counts as they are now, not as cached.
    expect((await cast.other.call(api.mediaState, { id: 7 })).data).toMatchObject({ attitude: 'support', supports: before.supports + 1 });
    expect((await cast.member.call(api.mediaState, { id: 7 })).data).toMatchObject({ attitude: null, supports: before.supports + 1 });
  });

  it('counts twenty parallel supports of one user once (on PostgreSQL each added one)', async () => {
    const before = (await cast.member.call(api.mediaState, { id: 8 })).data;
    const burst = await Promise.all(Array.from({ length: 20 }, () => cast.member.call(api.mediaAttitude, { id: 8, attitude: 'support' })));
    expect(burst.map((r) => r.envelope.code)).toEqual(Array(20).fill(Code.ok));
    expect((await cast.member.call(api.mediaState, { id: 8 })).data).toMatchObject({ attitude: 'support', supports: before.supports + 1 });
    await Promise.all(Array.from({ length: 20 }, () => cast.member.call(api.mediaAttitude, { id: 8, attitude: 'none' })));
    expect((await cast.member.call(api.mediaState, { id: 8 })).data).toMatchObject({ attitude: null, supports: before.supports });
  });

  it('refuses visitors, unknown videos and unknown attitudes', async () => {
    expect((await cast.visitor.call(api.mediaAttitude, { id: 7, attitude: 'support' })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.guest.call(api.mediaAttitude, { id: 99_999, attitude: 'support' })).envelope.code).toBe(Code.notFound);
    expect((await cast.guest.raw(api.mediaAttitude, { id: 7, attitude: 'love' })).status).toBe(400);
  });
});

describe('a private video', () => {
  it('takes no comments, danmaku, collects or reviews from anyone, and shows none of them', async () => {
    const id = 11;
    expect((await cast.member.call(api.collectAdd, { contentType: 2, id })).envelope.code).toBe(Code.ok);
    const before = await cast.other.call(api.commentAdd, { mediaId: id, content: '公开时的评论' });
    expect(before.envelope.code).toBe(Code.ok);
    await cast.h.deps.db.update(media).set({ visibility: 'private' }).where(eq(media.id, id));

    expect((await cast.visitor.call(api.mediaDetail, { id })).envelope.code).toBe(Code.notFound);
    expect((await cast.other.call(api.commentAdd, { mediaId: id, content: '私密后的评论' })).envelope.code).toBe(Code.notFound);
    expect((await cast.visitor.call(api.commentList, { mediaId: id })).envelope.code).toBe(Code.notFound);
    expect((await cast.visitor.call(api.commentHot, { mediaId: id })).envelope.code).toBe(Code.notFound);
    expect((await cast.visitor.call(api.commentReplies, { rootId: before.data.id })).envelope.code).toBe(Code.notFound);
    expect((await cast.member.call(api.commentAttitude, { id: before.data.id, attitude: 1 })).envelope.code).toBe(Code.notFound);
    expect((await cast.other.call(api.danmakuSend, { mediaId: id, time: 1, text: '弹幕', colour: '#ffffff', mode: 'scroll' })).envelope.code).toBe(Code.notFound);
    expect((await cast.visitor.call(api.danmakuList, { mediaId: id, from: 0, to: 60 })).data).toEqual([]);
    expect((await cast.other.call(api.collectAdd, { contentType: 2, id })).envelope.code).toBe(Code.notFound);
    // Out of the collection of whoever collected it, as out of their list.
    expect((await cast.member.call(api.collectDel, { contentType: 2, id })).envelope.code).toBe(Code.notFound);
    expect((await cast.visitor.call(api.reviewSubject, { type: 'media', id })).envelope.code).toBe(Code.notFound);
    const review = { subjectType: 'media' as const, subjectId: id, rating: 4, title: 'Worth it', text: 'a careful review of the video, with details' };
    expect((await cast.other.call(api.reviewPublish, review)).envelope.code).toBe(Code.notFound);
    // Unlisted is still reachable by its link.
    await cast.h.deps.db.update(media).set({ visibility: 'unlisted' }).where(eq(media.id, id));
    expect((await cast.visitor.call(api.commentList, { mediaId: id })).envelope.code).toBe(Code.ok);
    expect((await cast.other.call(api.collectAdd, { contentType: 2, id })).envelope.code).toBe(Code.ok);
  });
});
