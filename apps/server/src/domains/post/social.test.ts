import { Code, ContentType, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { runOps } from '../ops/service.ts';
import { approvePost, rejectPost } from './service.ts';

const cast = useCast('postsocial', {});

/** A post by `author`, approved unless `pending`. */
async function postBy(author: TestClient, pending = false) {
  const { id } = (await author.call(api.postPublish, { text: 'a post to talk about', tagIds: [1] })).data;
  if (!pending) await approvePost(cast.h.deps.db, id, { by: 'tester', now: new Date(cast.h.deps.now() * 1000) });
  return id;
}

const onPost = (id: number) => ({ contentType: ContentType.post, id });

describe('comments on posts', () => {
  it('anyone registered comments on an approved post and replies; the count follows; the list is public', async () => {
    const id = await postBy(cast.member);
    const root = (await cast.other.call(api.commentAdd, { ...onPost(id), content: '说得好' })).data;
    await cast.member.call(api.commentAdd, { ...onPost(id), parentId: root.id, content: '谢谢' });
    expect((await cast.visitor.call(api.postDetail, { id })).data.comments).toBe(2);
    const list = (await cast.visitor.call(api.commentList, { ...onPost(id) })).data;
    expect(list.list.map((c) => [c.id, c.replies])).toEqual([[root.id, 1]]);
    expect((await cast.member.call(api.commentDel, { id: root.id })).envelope.code).toBe(Code.forbidden);
  });

  it('a pending or rejected post takes no comments, not even from its author; guests and visitors are refused', async () => {
    const pending = await postBy(cast.member, true);
    for (const client of [cast.other, cast.member]) {
      expect((await client.call(api.commentAdd, { ...onPost(pending), content: '看不到' })).envelope.code).toBe(Code.notFound);
    }
    expect((await cast.other.call(api.commentList, onPost(pending))).envelope.code).toBe(Code.notFound);
    const id = await postBy(cast.member);
    expect((await cast.guest.call(api.commentAdd, { ...onPost(id), content: '游客' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.commentAdd, { ...onPost(id), content: '访客' })).envelope.code).toBe(Code.loginExpired);
  });

  it('a post rejected after it was talked about: its comments and their replies are not found, nor supported', async () => {
    const id = await postBy(cast.member);
    const root = (await cast.other.call(api.commentAdd, { ...onPost(id), content: '先说一句' })).data;
    await cast.member.call(api.commentAdd, { ...onPost(id), parentId: root.id, content: '回一句' });
    expect((await cast.visitor.call(api.commentList, onPost(id))).data.list.map((c) => c.id)).toEqual([root.id]);
    await rejectPost(cast.h.deps.db, id, 'off topic', { by: 'tester', now: new Date(cast.h.deps.now() * 1000) });
    for (const client of [cast.visitor, cast.other, cast.member]) {
      expect((await client.call(api.commentList, onPost(id))).envelope.code).toBe(Code.notFound);
      expect((await client.call(api.commentReplies, { rootId: root.id })).envelope.code).toBe(Code.notFound);
    }
    expect((await cast.member.call(api.commentAttitude, { id: root.id, attitude: 1 })).envelope.code).toBe(Code.notFound);
  });
});

describe('comment/pin', () => {
  it("the post's author pins and unpins a root comment; anyone else 4033; a reply or unknown comment 4040", async () => {
    const id = await postBy(cast.member);
    const first = (await cast.other.call(api.commentAdd, { ...onPost(id), content: '第一条' })).data;
    const second = (await cast.other.call(api.commentAdd, { ...onPost(id), content: '第二条' })).data;
    const reply = (await cast.member.call(api.commentAdd, { ...onPost(id), parentId: first.id, content: '回复' })).data;

    expect((await cast.member.call(api.commentPin, { commentId: first.id, pinned: true })).data).toEqual({ pinned: true });
    expect((await cast.member.call(api.commentPin, { commentId: first.id, pinned: true })).data).toEqual({ pinned: true });
    const list = (await cast.visitor.call(api.commentList, onPost(id))).data.list;
    expect(list.map((c) => [c.id, c.pinned])).toEqual([[first.id, true], [second.id, false]]);

    expect((await cast.other.call(api.commentPin, { commentId: second.id, pinned: true })).envelope.code).toBe(Code.forbidden);
    expect((await cast.member.call(api.commentPin, { commentId: reply.id, pinned: true })).envelope.code).toBe(Code.notFound);
    expect((await cast.member.call(api.commentPin, { commentId: 999_999, pinned: true })).envelope.code).toBe(Code.notFound);
    expect((await cast.guest.call(api.commentPin, { commentId: first.id, pinned: false })).envelope.code).not.toBe(Code.ok);
    expect((await cast.member.raw(api.commentPin, { commentId: 'x', pinned: true } as never)).status).toBe(400);
    expect((await cast.member.raw(api.commentPin, { commentId: first.id } as never)).status).toBe(400);

    expect((await cast.member.call(api.commentPin, { commentId: first.id, pinned: false })).data).toEqual({ pinned: false });
    expect((await cast.visitor.call(api.commentList, onPost(id))).data.list.every((c) => !c.pinned)).toBe(true);
  });
});

describe('post/attitude', () => {
  it('sets, switches and clears the caller\'s attitude idempotently; post/detail answers it', async () => {
    const id = await postBy(cast.member);
    const start = (await cast.other.call(api.postDetail, { id })).data;
    expect(start).toMatchObject({ supports: 0, opposes: 0, attitude: 0, collected: false });

    expect((await cast.other.call(api.postAttitude, { id, attitude: 1 })).data).toEqual({ attitude: 1, supports: 1, opposes: 0 });
    expect((await cast.other.call(api.postAttitude, { id, attitude: 1 })).data).toEqual({ attitude: 1, supports: 1, opposes: 0 });
    expect((await cast.member.call(api.postAttitude, { id, attitude: -1 })).data).toEqual({ attitude: -1, supports: 1, opposes: 1 });
    expect((await cast.other.call(api.postDetail, { id })).data).toMatchObject({ supports: 1, opposes: 1, attitude: 1 });
    expect((await cast.visitor.call(api.postDetail, { id })).data.attitude).toBe(0);

    expect((await cast.other.call(api.postAttitude, { id, attitude: -1 })).data).toEqual({ attitude: -1, supports: 0, opposes: 2 });
    expect((await cast.other.call(api.postAttitude, { id, attitude: 0 })).data).toEqual({ attitude: 0, supports: 0, opposes: 1 });
    expect((await cast.other.call(api.postAttitude, { id, attitude: 0 })).data).toEqual({ attitude: 0, supports: 0, opposes: 1 });
  });

  it('refuses bad input, guests, visitors, and a post the caller may not see', async () => {
    const id = await postBy(cast.member);
    for (const attitude of [2, '1', null]) {
      expect((await cast.other.raw(api.postAttitude, { id, attitude } as never)).status).toBe(400);
    }
    expect((await cast.other.raw(api.postAttitude, { id, attitude: 1, extra: 1 } as never)).status).toBe(400);
    expect((await cast.guest.call(api.postAttitude, { id, attitude: 1 })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.postAttitude, { id, attitude: 1 })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.other.call(api.postAttitude, { id: 999_999, attitude: 1 })).envelope.code).toBe(Code.notFound);

    const pending = await postBy(cast.member, true);
    expect((await cast.other.call(api.postAttitude, { id: pending, attitude: 1 })).envelope.code).toBe(Code.notFound);
    // The author sees their own pending post, and may mark it.
    expect((await cast.member.call(api.postAttitude, { id: pending, attitude: 1 })).data.supports).toBe(1);
    expect((await cast.visitor.call(api.postDetail, { id })).data.supports).toBe(0);
  });
});

describe('collecting posts', () => {
  it('collects a visible post idempotently and lists it as a post card; only visible posts', async () => {
    const id = await postBy(cast.member);
    expect((await cast.other.call(api.collectAdd, onPost(id))).data).toEqual({ collected: true, collects: 1 });
    expect((await cast.other.call(api.collectAdd, onPost(id))).data).toEqual({ collected: true, collects: 1 });
    expect((await cast.other.call(api.postDetail, { id })).data.collected).toBe(true);
    expect((await cast.member.call(api.postDetail, { id })).data.collected).toBe(false);

    const list = (await cast.other.call(api.collectList, { contentType: ContentType.post })).data;
    expect(list.media).toBeNull();
    expect(list.actresses).toBeNull();
    expect(list.posts!.list.map((p) => p.id)).toEqual([id]);
    expect(list.posts!.list[0]).toMatchObject({ text: 'a post to talk about', author: { nickname: expect.any(String) } });
    expect((await cast.member.call(api.collectList, { contentType: ContentType.post })).data.posts!.list).toEqual([]);

    expect((await cast.other.call(api.collectDel, onPost(id))).data).toEqual({ collected: false, collects: 0 });
    expect((await cast.other.call(api.collectDel, onPost(id))).data).toEqual({ collected: false, collects: 0 });
    expect((await cast.other.call(api.collectList, { contentType: ContentType.post })).data.posts!.total).toBe(0);
  });

  it('a collected post that is rejected later leaves the collection and its total, so no page comes back short', async () => {
    const collector = await cast.h.registered('postsocial_c');
    const [older, newer] = [await postBy(cast.member), await postBy(cast.member)];
    for (const id of [older, newer]) await collector.call(api.collectAdd, onPost(id));
    const page = async (n: number) => (await collector.call(api.collectList, { contentType: ContentType.post, page: n, pageSize: 1 })).data.posts!;
    expect(await page(1)).toMatchObject({ total: 2, list: [{ id: newer }] });

    await runOps(cast.h.deps.db, ['reject', String(newer), 'off', 'topic'], { defaultBy: 'tester', now: new Date(cast.h.deps.now() * 1000) });
    expect(await page(1)).toMatchObject({ total: 1, list: [{ id: older }] });
    expect(await page(2)).toMatchObject({ total: 1, list: [] });
    // Its author still sees their own post where they collected it.
    await cast.member.call(api.collectAdd, onPost(newer));
    expect((await cast.member.call(api.collectList, { contentType: ContentType.post })).data.posts).toMatchObject({ total: 1, list: [{ id: newer }] });
  });

  it('refuses a pending post (to others), an unknown one, bad input and visitors; a guest keeps a collection too', async () => {
    const pending = await postBy(cast.member, true);
    expect((await cast.other.call(api.collectAdd, onPost(pending))).envelope.code).toBe(Code.notFound);
    expect((await cast.other.call(api.collectAdd, onPost(999_999))).envelope.code).toBe(Code.notFound);
    expect((await cast.member.call(api.collectAdd, onPost(pending))).data.collected).toBe(true);
    expect((await cast.other.raw(api.collectAdd, { contentType: 7, id: 1 } as never)).status).toBe(400);
    const id = await postBy(cast.member);
    expect((await cast.guest.call(api.collectAdd, onPost(id))).data.collected).toBe(true);
    expect((await cast.visitor.call(api.collectAdd, onPost(id))).envelope.code).toBe(Code.loginExpired);
  });
});
