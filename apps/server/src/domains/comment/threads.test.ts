import { Code, ContentType, api } from '@md/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody, type TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { media } from '../../db/schema/index.ts';
import { pinCommentAsOwner, setCommentPinned } from './service.ts';

const cast = useCast('threads', { seedVideos: 12, env: { COMMENT_LIMIT_PER_MINUTE: '1000' } });
const add = (client: TestClient, mediaId: number, content: string, extra: { parentId?: number; images?: string[] } = {}) =>
  client.call(api.commentAdd, { mediaId, content, ...extra });

describe('comment threads', () => {
  it('shows roots with their first three replies, pages the thread by cursor, and says whom a reply answers', async () => {
    const root = (await add(cast.member, 3, 'root')).data;
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push((await add(cast.other, 3, `reply ${i}`, { parentId: root.id })).data);
    // A reply to a reply joins the same thread, naming the author it answers.
    const deep = (await add(cast.member, 3, 'reply to a reply', { parentId: replies[1].id })).data;
    expect(deep).toMatchObject({ rootId: root.id, parentId: replies[1].id, replyTo: { id: replies[1].id, nickname: 'threads_other' } });
    const list = (await cast.visitor.call(api.commentList, { contentType: ContentType.media, id: 3 })).data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ id: root.id, replies: 6 });
    expect(list.list[0].preview.map((c) => c.content)).toEqual(['reply 0', 'reply 1', 'reply 2']);
    const first = (await cast.visitor.call(api.commentReplies, { rootId: root.id, pageSize: 4 })).data;
    expect(first.list.map((c) => c.content)).toEqual(['reply 0', 'reply 1', 'reply 2', 'reply 3']);
    expect(first).toMatchObject({ total: 6, hasMore: true });
    const second = (await cast.visitor.call(api.commentReplies, { rootId: root.id, pageSize: 4, cursor: first.nextCursor! })).data;
    expect(second.list.map((c) => c.content)).toEqual(['reply 4', 'reply to a reply']);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    expect((await cast.visitor.raw(api.commentReplies, { rootId: root.id, cursor: 'not+base64' })).status).toBe(400);
    expect((await cast.visitor.raw(api.commentReplies, { rootId: root.id, cursor: 'bm90LWpzb24' })).status).toBe(400);
  });

  it('sorts by hot or new and pages by cursor without repeats, pinned first', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await add(cast.member, 4, `c${i}`)).data);
    await cast.other.call(api.commentAttitude, { id: made[2].id, attitude: 1 });
    await cast.member.call(api.commentAttitude, { id: made[2].id, attitude: 1 });
    await cast.other.call(api.commentAttitude, { id: made[5].id, attitude: 1 });
    const hot = (await cast.visitor.call(api.commentList, { mediaId: 4, sort: 'hot', pageSize: 3 })).data;
    expect(hot.list.map((c) => c.content)).toEqual(['c2', 'c5', 'c6']);
    expect((await cast.visitor.call(api.commentHot, { mediaId: 4 })).data.map((c) => c.content)).toEqual(['c2', 'c5']);
    expect(await setCommentPinned(cast.h.deps, made[0].id, true)).toBe(true);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await cast.visitor.call(api.commentList, { mediaId: 4, sort: 'new', pageSize: 3, ...(cursor ? { cursor } : {}) })).data;
      seen.push(...page.list.map((c) => c.content));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['c0', 'c6', 'c5', 'c4', 'c3', 'c2', 'c1']);
    expect((await cast.visitor.call(api.commentList, { mediaId: 4 })).data.list[0]).toMatchObject({ content: 'c0', pinned: true });
    // Nobody owns a video: a user may not pin under one; a reply is never pinned.
    const memberId = (await cast.member.call(api.userInfo, {})).data.id;
    await expect(pinCommentAsOwner(cast.h.deps, memberId, made[1].id, true)).rejects.toMatchObject({ code: Code.forbidden });
    expect(await setCommentPinned(cast.h.deps, 987_654, true)).toBeNull();
  });

  it('refuses forged cursors with a bad request, never a database error', async () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      forge([false, 'not-a-time', 1]),
      forge([false, '2026-02-30 10:00:00+00', 1]),
      forge([false, '0000-01-01 00:00:00+00', 1]),
      forge([false, '2026-11-27 03:04:05.123456+00', 9_007_199_254_740_991]),
      forge([false, 99_999_999_999, 1]),
      forge([false, 5, -1]),
    ];
    for (const cursor of forged) {
      for (const sort of ['new', 'hot'] as const) expect((await cast.visitor.raw(api.commentList, { mediaId: 4, sort, cursor })).status).toBe(400);
      expect((await cast.visitor.raw(api.commentReplies, { rootId: 1, cursor })).status).toBe(400);
    }
    // A well-formed time of either order still pages (one the server printed is what a client sends back).
    expect((await cast.visitor.raw(api.commentList, { mediaId: 4, sort: 'new', cursor: forge([false, '2026-11-27 03:04:05.123456+00', 5]) })).status).toBe(200);
    expect((await cast.visitor.raw(api.commentList, { mediaId: 4, sort: 'hot', cursor: forge([false, 3, 5]) })).status).toBe(200);
  });

  it('support and oppose: one per user, the same again takes it back, the other switches', async () => {
    const c = (await add(cast.member, 5, 'like me')).data;
    expect((await cast.other.call(api.commentAttitude, { id: c.id, attitude: 1 })).data).toEqual({ attitude: 1, supports: 1, opposes: 0 });
    expect((await cast.other.call(api.commentAttitude, { id: c.id, attitude: -1 })).data).toEqual({ attitude: -1, supports: 0, opposes: 1 });
    expect((await cast.other.call(api.commentAttitude, { id: c.id, attitude: -1 })).data).toEqual({ attitude: 0, supports: 0, opposes: 0 });
    await cast.other.call(api.commentAttitude, { id: c.id, attitude: 1 });
    // The caller sees their own attitude in lists; someone else does not.
    expect((await cast.other.call(api.commentList, { mediaId: 5 })).data.list[0].attitude).toBe(1);
    expect((await cast.member.call(api.commentList, { mediaId: 5 })).data.list[0].attitude).toBe(0);
    expect((await cast.guest.call(api.commentAttitude, { id: c.id, attitude: 1 })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.other.call(api.commentAttitude, { id: 987_654, attitude: 1 })).envelope.code).toBe(Code.notFound);
    expect((await cast.other.raw(api.commentAttitude, { id: c.id, attitude: 2 })).status).toBe(400);
  });

  it('deletes one\'s own comment only: a root with replies stays as a placeholder, one without disappears', async () => {
    const lonely = (await add(cast.member, 6, 'alone')).data;
    const root = (await add(cast.member, 6, 'has replies')).data;
    const reply = (await add(cast.other, 6, 'an answer', { parentId: root.id })).data;
    const count = async () => (await cast.h.database.db.select({ n: media.comments }).from(media).where(eq(media.id, 6)))[0].n;
    const before = await count();
    expect((await cast.other.call(api.commentDel, { id: root.id })).envelope.code).toBe(Code.forbidden);
    expect((await cast.guest.call(api.commentDel, { id: root.id })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.member.raw(api.commentDel, { id: 'x' })).status).toBe(400);
    expect((await cast.member.call(api.commentDel, { id: lonely.id })).data).toEqual({ deleted: true });
    expect((await cast.member.call(api.commentDel, { id: lonely.id })).envelope.code).toBe(Code.notFound);
    await cast.member.call(api.commentDel, { id: root.id });
    const list = (await cast.visitor.call(api.commentList, { mediaId: 6 })).data.list;
    expect(list.map((c) => c.id)).toEqual([root.id]);
    expect(list[0]).toMatchObject({ deleted: true, content: '', preview: [{ id: reply.id, content: 'an answer' }] });
    // Replying to a deleted comment is refused; the video's count no longer holds the two deleted ones.
    expect((await add(cast.other, 6, 'late', { parentId: root.id })).envelope.code).toBe(Code.notFound);
    expect(await count()).toBe(before - 2);
  });

  it('attaches up to three of the caller\'s own uploads, and refuses anyone else\'s', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
    const upload = async (client: TestClient) => (await client.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'a.png', 'image/png', png) })).data.path;
    const mine = await upload(cast.member);
    const theirs = await upload(cast.other);
    const ok = await add(cast.member, 7, 'with a picture', { images: [mine] });
    expect(ok.data.images).toEqual([mine]);
    expect((await add(cast.member, 7, 'stolen picture', { images: [theirs] })).status).toBe(400);
    expect((await cast.member.raw(api.commentAdd, { mediaId: 7, content: 'four', images: ['a', 'b', 'c', 'd'] })).status).toBe(400);
  });

  it('refuses a target given twice or not at all, and a content type nobody comments on', async () => {
    for (const body of [{ content: 'x' }, { mediaId: 3, contentType: 2, id: 3, content: 'x' }, { contentType: 2, content: 'x' }, { contentType: 8, id: 1, content: 'x' }]) {
      expect((await cast.member.raw(api.commentAdd, body)).status).toBe(400);
    }
    expect((await cast.visitor.raw(api.commentList, {})).status).toBe(400);
  });

  it('gives the quick replies in the caller\'s language, to anyone', async () => {
    const zh = (await cast.visitor.call(api.commentQuickReplay, {})).data;
    expect(zh).toContain('好看');
    expect(zh.length).toBeGreaterThanOrEqual(3);
    expect((await cast.visitor.raw(api.commentQuickReplay, { x: 1 })).status).toBe(400);
  });
});
