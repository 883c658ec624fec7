import { Code, ContentType, api } from '@md/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody, type TestClient } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { bannedWords, media } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import { reviewAuditOf, runReviewOps } from './service.ts';

const cast = useCast('review', { seedVideos: 4 });

const png = (color: string) => sharp({ create: { width: 20, height: 16, channels: 3, background: color } }).png().toBuffer();
const upload = async (client: TestClient, color = '#36c') =>
  (await client.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'r.png', 'image/png', await png(color)) })).data.path;
const ops = (...argv: string[]) => runReviewOps(cast.h.deps.db, argv, { defaultBy: 'tester', now: new Date(cast.h.deps.now() * 1000) });
const body = 'a careful review of the video, with details';
const review = (over: Record<string, unknown> = {}) => ({ subjectType: 'media' as const, subjectId: 1, rating: 4, title: 'Worth it', text: body, ...over });

describe('review/publish', () => {
  it('publishes a pending review with images and tags that only its author sees until approved', async () => {
    const images = [await upload(cast.member, '#f00'), await upload(cast.member, '#0f0')];
    const published = await cast.member.call(api.reviewPublish, review({ images, tagIds: [1, 2], title: '  Worth it  ' }));
    expect(published.envelope.code).toBe(Code.ok);
    expect(published.data.status).toBe('pending');
    const id = published.data.id;

    const own = (await cast.member.call(api.reviewDetail, { id })).data;
    expect(own).toMatchObject({ title: 'Worth it', text: body, rating: 4, images, own: { status: 'pending', rejectReason: null }, subject: { type: 'media', id: 1 } });
    expect(own.tags.map((t) => t.id)).toEqual([1, 2]);
    for (const stranger of [cast.other, cast.guest, cast.visitor]) expect((await stranger.call(api.reviewDetail, { id })).envelope.code).toBe(Code.notFound);
    expect((await cast.visitor.call(api.reviewList, {})).data.list.map((r) => r.id)).not.toContain(id);
    expect((await cast.visitor.call(api.reviewSubject, { type: 'media', id: 1 })).data).toMatchObject({ average: null, count: 0, best: [], mine: null });
    expect((await cast.member.call(api.reviewSubject, { type: 'media', id: 1 })).data.mine).toEqual({ id, status: 'pending' });
    expect((await cast.other.call(api.reviewAttitude, { id, attitude: 'support' })).envelope.code).toBe(Code.notFound);

    expect((await ops('reviews'))?.output).toContain(`#${id}`);
    expect((await ops('approve-review', String(id), '--by', 'op1'))?.output).toBe(`review #${id} approved by op1`);
    expect((await reviewAuditOf(cast.h.deps.db, id)).map((a) => [a.action, a.operator])).toEqual([['approve', 'op1']]);

    const seen = (await cast.other.call(api.reviewDetail, { id })).data;
    expect(seen).toMatchObject({ id, own: null, attitude: null, views: 1 });
    // Read again soon by the same reader: the same view.
    expect((await cast.other.call(api.reviewDetail, { id })).data.views).toBe(1);
    expect((await cast.visitor.call(api.reviewList, { tagId: 2 })).data.list.map((r) => r.id)).toContain(id);
    expect((await cast.visitor.call(api.reviewList, { tagId: 3 })).data.list.map((r) => r.id)).not.toContain(id);
  });

  it('refuses bad input with a tip, and writes nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [review({ rating: 0 }), '请选择1到5星的评分'],
      [review({ rating: 6 }), '请选择1到5星的评分'],
      [review({ title: '   ' }), '请输入测评标题'],
      [review({ title: 'x'.repeat(41) }), '测评标题不能超过40个字'],
      [review({ text: 'short' }), '测评内容不少于10个字'],
      [review({ images: ['http://evil/x.png'] }), '图片地址无效，请重新上传'],
      [review({ tagIds: [1, 2, 3, 4] }), '最多选择3个标签'],
      [review({ subjectType: 'post' }), ''],
      [review({ extra: 1 }), ''],
    ];
    for (const [input, tip] of bad) {
      const answer = await cast.other.call(api.reviewPublish, input as never);
      expect(answer.envelope.code, JSON.stringify(input)).toBe(Code.badRequest);
      if (tip) expect(answer.envelope.tip).toBe(tip);
    }
    expect((await cast.other.call(api.reviewPublish, review({ tagIds: [9999] }))).envelope.tip).toBe('标签不存在，请重新选择');
    expect((await cast.other.call(api.reviewPublish, review({ subjectId: 99999 }))).envelope.code).toBe(Code.notFound);
    // Another user's upload is not theirs to use.
    const foreign = await upload(cast.member, '#00f');
    expect((await cast.other.call(api.reviewPublish, review({ images: [foreign] }))).envelope.tip).toBe('图片不存在，请重新上传');
    expect((await cast.other.call(api.reviewMine, {})).data.total).toBe(0);
  });

  it('masks banned words in the title and the text', async () => {
    await cast.h.database.db.insert(bannedWords).values({ word: 'Forbidden' });
    const writer = await cast.h.registered('review_ban');
    const { id } = (await writer.call(api.reviewPublish, review({ title: 'a forbidden title', text: 'this text says FORBIDDEN twice: forbidden' }))).data;
    const seen = (await writer.call(api.reviewDetail, { id })).data;
    expect(seen.title).toBe('a ＊＊＊＊＊＊＊＊＊ title');
    expect(seen.text).not.toMatch(/forbidden/i);
  });

  it('a guest or a visitor cannot publish', async () => {
    expect((await cast.guest.call(api.reviewPublish, review())).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.reviewPublish, review())).envelope.code).not.toBe(Code.ok);
    expect((await cast.visitor.call(api.reviewMine, {})).envelope.code).not.toBe(Code.ok);
    expect((await cast.visitor.call(api.reviewAttitude, { id: 1, attitude: 'support' })).envelope.code).not.toBe(Code.ok);
  });

  it('one review per user per subject: the second is refused with 4140', async () => {
    const first = await cast.other.call(api.reviewPublish, review({ subjectId: 2 }));
    expect(first.envelope.code).toBe(Code.ok);
    const second = await cast.other.call(api.reviewPublish, review({ subjectId: 2, title: 'again' }));
    expect(second.envelope.code).toBe(Code.reviewAlreadyWritten);
    expect(second.envelope.tip).toBe('你已经测评过了，每个视频或演员只能写一篇测评');
    // The same user may review another subject, and another user the same one.
    expect((await cast.other.call(api.reviewPublish, review({ subjectId: 3 }))).envelope.code).toBe(Code.ok);
    expect((await cast.member.call(api.reviewPublish, review({ subjectId: 2 }))).envelope.code).toBe(Code.ok);
  });
});

describe('averages, best reviews, attitudes, rejection', () => {
  it("a subject's average and count cover approved reviews only; the best are the most supported", async () => {
    const writers = await Promise.all(['a', 'b', 'c', 'd'].map((n) => cast.h.registered(`review_avg_${n}`)));
    const ids: number[] = [];
    for (const [i, writer] of writers.entries()) {
      ids.push((await writer.call(api.reviewPublish, review({ subjectType: 'actress', subjectId: 1, rating: [5, 2, 4, 1][i] }))).data.id);
    }
    await ops('approve-review', String(ids[0]));
    await ops('approve-review', String(ids[1]));
    await ops('approve-review', String(ids[2]));
    expect((await ops('reject-review', String(ids[3]), 'off', 'topic'))?.output).toContain('rejected');
    // The second is the most supported.
    await cast.other.call(api.reviewAttitude, { id: ids[1], attitude: 'support' });
    const summary = (await cast.visitor.call(api.reviewSubject, { type: 'actress', id: 1 })).data;
    expect(summary).toMatchObject({ average: 3.7, count: 3 });
    expect(summary.best.map((r) => r.id)).toEqual([ids[1], ids[0], ids[2]]);
    const ofSubject = (await cast.visitor.call(api.reviewList, { subjectType: 'actress', subjectId: 1 })).data;
    expect(ofSubject.list.map((r) => r.id).sort()).toEqual(ids.slice(0, 3).sort());
    // The rejected review: its author reads the reason; nobody else finds it.
    expect((await writers[3].call(api.reviewDetail, { id: ids[3] })).data.own).toEqual({ status: 'rejected', rejectReason: 'off topic' });
    expect((await writers[3].call(api.reviewMine, {})).data.list[0]).toMatchObject({ id: ids[3], status: 'rejected', rejectReason: 'off topic' });
    expect((await cast.other.call(api.reviewDetail, { id: ids[3] })).envelope.code).toBe(Code.notFound);
    const byRating = (await cast.visitor.call(api.reviewList, { sort: 'rating' })).data.list.map((r) => r.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    expect((await cast.visitor.call(api.reviewList, { sort: 'hot', pageSize: 50 })).envelope.code).toBe(Code.ok);
    expect((await cast.visitor.call(api.reviewSubject, { type: 'actress', id: 99999 })).envelope.code).toBe(Code.notFound);
  });

  it('support, oppose and take back move the counts once per user', async () => {
    const writer = await cast.h.registered('review_att');
    const { id } = (await writer.call(api.reviewPublish, review({ subjectId: 4 }))).data;
    await ops('approve-review', String(id));
    expect((await cast.other.call(api.reviewAttitude, { id, attitude: 'support' })).data).toEqual({ supports: 1, opposes: 0, attitude: 'support' });
    expect((await cast.other.call(api.reviewAttitude, { id, attitude: 'support' })).data).toEqual({ supports: 1, opposes: 0, attitude: 'support' });
    expect((await cast.other.call(api.reviewAttitude, { id, attitude: 'oppose' })).data).toEqual({ supports: 0, opposes: 1, attitude: 'oppose' });
    expect((await cast.other.call(api.reviewDetail, { id })).data.attitude).toBe('oppose');
    expect((await cast.other.call(api.reviewAttitude, { id, attitude: 'none' })).data).toEqual({ supports: 0, opposes: 0, attitude: null });
    expect((await cast.other.call(api.reviewAttitude, { id, attitude: 'maybe' } as never)).envelope.code).toBe(Code.badRequest);
    // Twenty at once count once (on PostgreSQL they ran side by side and each added one).
    const burst = await Promise.all(Array.from({ length: 20 }, () => cast.other.call(api.reviewAttitude, { id, attitude: 'support' })));
    expect(burst.map((r) => r.envelope.code)).toEqual(Array(20).fill(Code.ok));
    expect((await cast.visitor.call(api.reviewDetail, { id })).data.supports).toBe(1);
    await Promise.all(Array.from({ length: 20 }, () => cast.other.call(api.reviewAttitude, { id, attitude: 'none' })));
    expect((await cast.visitor.call(api.reviewDetail, { id })).data.supports).toBe(0);
  });

  it('comments attach to an approved review through the comment service', async () => {
    const writer = await cast.h.registered('review_cmt');
    const { id } = (await writer.call(api.reviewPublish, review({ subjectId: 3 }))).data;
    expect((await cast.other.call(api.commentAdd, { contentType: 6, id, content: 'too early' })).envelope.code).toBe(Code.notFound);
    await ops('approve-review', String(id));
    expect((await cast.other.call(api.commentAdd, { contentType: 6, id, content: 'nice review' })).envelope.code).toBe(Code.ok);
    expect((await cast.visitor.call(api.reviewDetail, { id })).data.comments).toBe(1);
    // Rejected afterwards: the thread goes with the review, for its readers and its author.
    const [comment] = (await cast.visitor.call(api.commentList, { contentType: 6, id })).data.list;
    await ops('reject-review', String(id), 'off', 'topic');
    for (const client of [cast.visitor, cast.other, writer]) {
      expect((await client.call(api.commentList, { contentType: 6, id })).envelope.code).toBe(Code.notFound);
    }
    expect((await writer.call(api.commentAttitude, { id: comment.id, attitude: 1 })).envelope.code).toBe(Code.notFound);
  });

  it('the operator words: usage for mistakes, null for the post words', async () => {
    expect(await ops('posts')).toBeNull();
    expect((await ops('approve-review', 'x'))?.usage).toBe(true);
    expect((await ops('reject-review', '1'))?.usage).toBe(true);
    expect((await ops('approve-review', '999999'))?.output).toBe('no review #999999');
  });
});

describe('collecting reviews (decision 0061)', () => {
  it('collects a review the caller may see, lists it as a card, and never one pending of someone else', async () => {
    const writer = await cast.h.registered('review_collectme');
    const { id } = (await writer.call(api.reviewPublish, review({ subjectId: 3, title: 'Collect me' }))).data;
    // Pending: the author may collect their own; anyone else gets 4040.
    expect((await cast.other.call(api.collectAdd, { contentType: ContentType.review, id })).envelope.code).toBe(Code.notFound);
    expect((await writer.call(api.collectAdd, { contentType: ContentType.review, id })).data).toEqual({ collected: true, collects: 1 });
    await ops('approve-review', String(id));
    expect((await cast.other.call(api.reviewDetail, { id })).data.collected).toBe(false);
    expect((await cast.other.call(api.collectAdd, { contentType: ContentType.review, id })).data).toEqual({ collected: true, collects: 2 });
    expect((await cast.other.call(api.collectAdd, { contentType: ContentType.review, id })).data.collects).toBe(2);
    expect((await cast.other.call(api.reviewDetail, { id })).data.collected).toBe(true);
    const listed = (await cast.other.call(api.collectList, { contentType: ContentType.review })).data;
    expect([listed.media, listed.actresses, listed.posts]).toEqual([null, null, null]);
    expect(listed.reviews?.list.map((r) => [r.id, r.title])).toEqual([[id, 'Collect me']]);
    // Another user's collection is their own; a visitor has none; an unknown review is 4040.
    expect((await cast.member.call(api.collectList, { contentType: ContentType.review })).data.reviews?.list).toEqual([]);
    expect((await cast.visitor.call(api.collectList, { contentType: ContentType.review })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.other.call(api.collectAdd, { contentType: ContentType.review, id: 99999 })).envelope.code).toBe(Code.notFound);
    // Rejected later: it leaves the other user's list, and the count stays theirs to take back.
    await ops('reject-review', String(id), 'not', 'ok');
    expect((await cast.other.call(api.collectList, { contentType: ContentType.review })).data.reviews).toMatchObject({ total: 0, list: [] });
    expect((await cast.other.call(api.collectDel, { contentType: ContentType.review, id })).envelope.code).toBe(Code.notFound);
  });
});

describe('a video made private', () => {
  it("takes its reviews out of the feed and out of the author's list, totals included, and back when public", async () => {
    const writer = await cast.h.registered('review_private');
    const subjectId = 4;
    const id = (await writer.call(api.reviewPublish, review({ subjectId }))).data.id;
    await ops('approve-review', String(id), '--by', 'op1');
    const mine = async () => (await writer.call(api.reviewMine, {})).data;
    const feed = async () => (await cast.visitor.call(api.reviewList, { subjectType: 'media', subjectId })).data;
    expect(await mine()).toMatchObject({ total: 1, list: [{ id }] });
    const shown = await feed();
    expect(shown.list.map((r) => r.id)).toContain(id);
    expect(shown.total).toBe(shown.list.length);
    // Collected by a reader, with a review of another video collected after it (so first in the list).
    const collector = await cast.h.registered('review_private_c');
    const otherWriter = await cast.h.registered('review_private_o');
    const otherPublished = await otherWriter.call(api.reviewPublish, review({ subjectId: 3 }));
    expect(otherPublished.envelope).toMatchObject({ code: Code.ok });
    const otherId = otherPublished.data.id;
    await ops('approve-review', String(otherId), '--by', 'op1');
    for (const collected of [id, otherId]) await collector.call(api.collectAdd, { contentType: ContentType.review, id: collected });
    const collection = async (page = 1, pageSize = 1) => (await collector.call(api.collectList, { contentType: ContentType.review, page, pageSize })).data.reviews!;
    expect(await collection(1, 10)).toMatchObject({ total: 2, list: [{ id: otherId }, { id }] });

    await cast.h.deps.db.update(media).set({ visibility: 'private' }).where(eq(media.id, subjectId));
    try {
      // Out of the collection with its total: the first page of one holds the other review, and no second page.
      expect(await collection()).toMatchObject({ total: 1, list: [{ id: otherId }] });
      expect(await collection(2)).toMatchObject({ total: 1, list: [] });
      expect(await mine()).toMatchObject({ total: 0, list: [] });
      expect(await feed()).toMatchObject({ total: 0, list: [] });
      expect((await cast.visitor.call(api.reviewList, {})).data.list.map((r) => r.id)).not.toContain(id);
      // Nor is it read, supported or commented on by its link (its author included).
      for (const reader of [cast.other, writer]) expect((await reader.call(api.reviewDetail, { id })).envelope.code).toBe(Code.notFound);
      expect((await cast.other.call(api.reviewAttitude, { id, attitude: 'support' })).envelope.code).toBe(Code.notFound);
      expect((await cast.other.call(api.commentAdd, { contentType: 6, id, content: '私密后的评论' })).envelope.code).toBe(Code.notFound);
    } finally {
      await cast.h.deps.db.update(media).set({ visibility: 'public' }).where(eq(media.id, subjectId));
    }
    expect(await mine()).toMatchObject({ total: 1, list: [{ id }] });
    expect(await collection(2)).toMatchObject({ total: 2, list: [{ id }] });
    expect(await feed()).toEqual(shown);
    expect((await cast.other.call(api.reviewDetail, { id })).data.views).toBe(1);
  });
});
