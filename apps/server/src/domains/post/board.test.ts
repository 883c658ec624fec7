import { Code, POST_RANK_SIZE, api } from '@md/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import type { TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { runOps } from '../ops/service.ts';
import { auditOf, movePostComments, movePostLastReply } from './service.ts';

const cast = useCast('board', {});

const ops = (...argv: string[]) => runOps(cast.h.deps.db, argv, { defaultBy: 'tester', now: new Date(cast.h.deps.now() * 1000) });
const text = (n: number) => 'word '.repeat(n);
const at = (secondsFromNow: number) => new Date((cast.h.deps.now() + secondsFromNow) * 1000);

async function publish(client: TestClient, input: { kind?: 'post' | 'thread'; tagIds?: number[]; price?: number } = {}, approve = true) {
  const answer = await client.call(api.postPublish, { text: text(4), ...input });
  expect(answer.envelope.code).toBe(Code.ok);
  if (approve) expect(await ops('approve', String(answer.data.id))).toMatchObject({ ok: true });
  return answer.data.id;
}

const discussIds = async (client: TestClient = cast.visitor) => (await client.call(api.postDiscuss, { pageSize: 50 })).data.list.map((p) => p.id);

describe('threads (post/discuss)', () => {
  it('a thread is published for review like a post, is free, and lives on the board, not on the square', async () => {
    const id = await publish(cast.member, { kind: 'thread', tagIds: [1] }, false);
    expect((await cast.member.call(api.postDetail, { id })).data).toMatchObject({ kind: 'thread', pinned: false, lastReplyAt: null, own: { status: 'pending' } });
    // pending: nobody else sees it, on the board or anywhere
    for (const stranger of [cast.visitor, cast.guest, cast.other, cast.member]) expect(await discussIds(stranger)).not.toContain(id);
    expect((await cast.other.call(api.postDetail, { id })).envelope.code).toBe(Code.notFound);

    await ops('approve', String(id));
    const board = (await cast.guest.call(api.postDiscuss, {})).data;
    expect(board.list.map((p) => p.id)).toContain(id);
    const card = board.list.find((p) => p.id === id)!;
    expect(card).toMatchObject({ kind: 'thread', price: 0, pinned: false });
    expect(card.lastReplyAt).not.toBeNull();
    expect((await cast.visitor.call(api.postCenter, { pageSize: 50 })).data.list.map((p) => p.id)).not.toContain(id);
    expect((await cast.visitor.call(api.postCenter, { tab: 'hot', pageSize: 50 })).data.list.map((p) => p.id)).not.toContain(id);
    // a square post is not on the board
    const post = await publish(cast.member);
    expect(await discussIds()).not.toContain(post);
  });

  it('refuses a priced thread with its own code and writes nothing; bad kinds and paging are refused', async () => {
    const before = (await cast.member.call(api.postMine, { pageSize: 50 })).data.total;
    const priced = await cast.member.call(api.postPublish, { text: text(4), kind: 'thread', price: 5 });
    expect(priced.envelope).toMatchObject({ code: Code.threadPriced, tip: '讨论帖不能设置价格' });
    expect((await cast.member.call(api.postMine, { pageSize: 50 })).data.total).toBe(before);
    expect((await cast.member.call(api.postPublish, { text: text(4), kind: 'poll' } as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.postDiscuss, { page: 0 })).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.postDiscuss, { sort: 'new' } as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.guest.call(api.postPublish, { text: text(4), kind: 'thread' })).envelope.code).toBe(Code.needRegistered);
  });

  it('orders by last reply, newest first, once the last-reply mover runs; pinned threads come first', async () => {
    const author = await cast.h.registered('board_order');
    const first = await publish(author, { kind: 'thread' });
    const second = await publish(author, { kind: 'thread' });
    const third = await publish(author, { kind: 'thread' });
    const order = async () => (await discussIds()).filter((id) => [first, second, third].includes(id));
    expect(await order()).toEqual([third, second, first]);

    // a comment on the first thread (the comment domain calls movePostComments) brings it to the top
    const replied = at(60);
    await movePostComments(cast.h.deps.db, first, 1, replied);
    expect(await order()).toEqual([first, third, second]);
    const [row] = await cast.h.deps.db.select().from(posts).where(eq(posts.id, first));
    expect(row.comments).toBe(1);
    expect(row.lastReplyAt?.getTime()).toBe(replied.getTime());
    // removing a comment does not move the time back, nor does an older reply time
    await movePostComments(cast.h.deps.db, first, -1, at(120));
    await movePostLastReply(cast.h.deps.db, first, at(-3600));
    const [after] = await cast.h.deps.db.select().from(posts).where(eq(posts.id, first));
    expect(after.lastReplyAt?.getTime()).toBe(replied.getTime());
    await movePostLastReply(cast.h.deps.db, second, at(90));
    expect(await order()).toEqual([second, first, third]);

    // an operator pins the oldest-replied thread: it goes first, above any reply
    expect(await ops('pin-thread', String(third), '--by', 'alice')).toMatchObject({ ok: true, output: `thread #${third} pinned by alice` });
    expect((await discussIds())[0]).toBe(third);
    expect((await cast.visitor.call(api.postDiscuss, { pageSize: 50 })).data.list[0]).toMatchObject({ id: third, pinned: true });
    expect(await order()).toEqual([third, second, first]);
    expect(await ops('unpin-thread', String(third))).toMatchObject({ ok: true });
    expect(await order()).toEqual([second, first, third]);
    expect((await auditOf(cast.h.deps.db, third)).map((a) => [a.action, a.operator])).toEqual([
      ['approve', 'tester'],
      ['pin', 'alice'],
      ['unpin', 'tester'],
    ]);
  });

  it('pages: the second page continues the first', async () => {
    const all = await discussIds();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const page1 = (await cast.visitor.call(api.postDiscuss, { page: 1, pageSize: 2 })).data;
    const page2 = (await cast.visitor.call(api.postDiscuss, { page: 2, pageSize: 2 })).data;
    expect([...page1.list, ...page2.list].map((p) => p.id)).toEqual(all.slice(0, 4));
    expect(page1).toMatchObject({ hasMore: true, total: all.length });
  });

  it('the pin commands: only threads, named ids, well-formed words', async () => {
    const post = await publish(cast.member);
    expect(await ops('pin-thread', String(post))).toMatchObject({ ok: false, output: `post #${post} is not a thread` });
    expect(await ops('pin-thread', '999999')).toMatchObject({ ok: false, output: 'no post #999999' });
    expect(await ops('pin-thread')).toMatchObject({ ok: false, usage: true });
    expect(await ops('unpin-thread', 'abc')).toMatchObject({ ok: false, usage: true });
    expect(await ops('pin-thread', '1', 'extra')).toMatchObject({ ok: false, usage: true });
    expect(await ops('pin-thread', '1', '--by')).toMatchObject({ ok: false, usage: true });
    expect((await auditOf(cast.h.deps.db, post)).map((a) => a.action)).toEqual(['approve']);
  });
});

describe('followed tags', () => {
  it('follow and unfollow a tag; taglist says which the caller follows; the following tab shows posts of followed tags', async () => {
    const author = await cast.h.registered('board_tags');
    const tagged = await publish(author, { tagIds: [2] });
    const both = await publish(author, { tagIds: [2, 3] });
    const other = await publish(author, { tagIds: [4] });
    await publish(author, { kind: 'thread', tagIds: [2] });
    const pending = await publish(author, { tagIds: [2] }, false);

    const fan = await cast.h.registered('board_fan');
    expect((await fan.call(api.postCenter, { tab: 'following' })).data).toMatchObject({ list: [], total: 0 });
    expect((await fan.call(api.postTagFollow, { tagId: 2, follow: true })).data).toEqual({ tagId: 2, followed: true });
    expect((await fan.call(api.postTagFollow, { tagId: 2, follow: true })).data).toEqual({ tagId: 2, followed: true });
    const following = (await fan.call(api.postCenter, { tab: 'following', pageSize: 50 })).data;
    expect(following.list.map((p) => p.id)).toEqual([both, tagged]);
    expect(following.list.every((p) => p.kind === 'post')).toBe(true);
    expect(following.list.map((p) => p.id)).not.toContain(pending);
    expect(following.list.map((p) => p.id)).not.toContain(other);

    const tags = (await fan.call(api.postTaglist, {})).data;
    expect(tags.filter((t) => t.followed).map((t) => t.id)).toEqual([2]);
    // someone else's follows are theirs
    expect((await cast.other.call(api.postTaglist, {})).data.some((t) => t.followed)).toBe(false);
    expect((await cast.visitor.call(api.postTaglist, {})).data.some((t) => t.followed)).toBe(false);
    expect((await cast.other.call(api.postCenter, { tab: 'following' })).data.list.map((p) => p.id)).not.toContain(both);

    expect((await fan.call(api.postTagFollow, { tagId: 2, follow: false })).data).toEqual({ tagId: 2, followed: false });
    expect((await fan.call(api.postTagFollow, { tagId: 2, follow: false })).data).toEqual({ tagId: 2, followed: false });
    expect((await fan.call(api.postCenter, { tab: 'following' })).data.total).toBe(0);
  });

  it('refuses guests, visitors, unknown tags and bad input', async () => {
    expect((await cast.guest.call(api.postTagFollow, { tagId: 1, follow: true })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.postTagFollow, { tagId: 1, follow: true })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.guest.call(api.postCenter, { tab: 'following' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.postCenter, { tab: 'following' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.member.call(api.postTagFollow, { tagId: 99_999, follow: true })).envelope.code).toBe(Code.notFound);
    expect((await cast.member.call(api.postTagFollow, { tagId: 1 } as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.member.call(api.postTagFollow, { tagId: 1, follow: 'yes' } as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.member.call(api.postTagFollow, { tagId: -1, follow: true })).envelope.code).toBe(Code.badRequest);
    expect((await cast.member.call(api.postTaglist, {})).data.some((t) => t.followed)).toBe(false);
  });
});

describe('the ranking (post/reviewrank)', () => {
  it('ranks square posts active in the last week by 5×comments + 3×supports + views, ties by the latest activity', async () => {
    const author = await cast.h.registered('board_rank');
    const viewed = await publish(author);
    const commented = await publish(author);
    const supported = await publish(author);
    const thread = await publish(author, { kind: 'thread' });
    const pending = await publish(author, {}, false);
    for (let i = 0; i < 4; i++) await (await cast.h.registered(`board_rank_r${i}`)).call(api.postDetail, { id: viewed }); // 4 readers, 4 views
    await movePostComments(cast.h.deps.db, commented, 1, at(10)); // 5
    await cast.h.deps.db.update(posts).set({ supports: 1 }).where(eq(posts.id, supported)); // 3
    await movePostComments(cast.h.deps.db, thread, 5, at(10));
    // an old post, last active eight days ago, is out of the window however busy
    const old = await publish(author);
    await cast.h.deps.db
      .update(posts)
      .set({ comments: 100, reviewedAt: at(-8 * 86_400), lastReplyAt: at(-8 * 86_400) })
      .where(eq(posts.id, old));

    const answer = await cast.visitor.call(api.postReviewrank, {});
    expect(answer.envelope.code).toBe(Code.ok);
    const rank = answer.data;
    expect(rank.length).toBeLessThanOrEqual(POST_RANK_SIZE);
    const ids = rank.map((p) => p.id);
    expect(ids.filter((id) => [viewed, commented, supported].includes(id))).toEqual([commented, viewed, supported]);
    expect(ids).not.toContain(thread);
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(old);
    expect(rank.map((p) => p.rank)).toEqual(rank.map((_, i) => i + 1));
    expect(rank.find((p) => p.id === commented)).toMatchObject({ score: 5, comments: 1 });
    for (let i = 1; i < rank.length; i++) expect(rank[i - 1].score).toBeGreaterThanOrEqual(rank[i].score);
    // the same answer for everyone
    expect((await cast.member.call(api.postReviewrank, {})).data.map((p) => p.id)).toEqual(ids);
    expect((await cast.guest.call(api.postReviewrank, {})).data.map((p) => p.id)).toEqual(ids);
    expect((await cast.member.call(api.postReviewrank, { top: 10 } as never)).envelope.code).toBe(Code.badRequest);
  });
});
