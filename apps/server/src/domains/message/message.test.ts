import { Code, api } from '@md/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import type { TestClient } from '../../test/harness.ts';
import { approvePost, rejectPost } from '../post/service.ts';
import { approveReview, rejectReview } from '../review/service.ts';
import { runAnnounce } from './ops-command.ts';

const cast = useCast('msg', { seedVideos: 3, env: { COMMENT_LIMIT_PER_MINUTE: '1000' } });
const idOf = async (c: TestClient) => (await c.call(api.userInfo, {})).data.id;
const counts = async (c: TestClient) => (await c.call(api.messageHasNew, {})).data;
const list = async (c: TestClient, tab: 'announce' | 'comment' | 'reply' | 'support', cursor?: string, pageSize?: number) =>
  (await c.call(api.messageList, { tab, cursor, pageSize })).data;
const operator = { defaultBy: 'tester' };

describe('message centre calls', () => {
  it('refuses guests and visitors, and bad input with a clear tip', async () => {
    for (const endpoint of [api.messageHasNew, api.messageLatest]) {
      expect((await cast.guest.call(endpoint, {})).envelope.code).toBe(Code.needRegistered);
      expect((await cast.visitor.call(endpoint, {})).envelope.code).toBe(Code.loginExpired);
    }
    expect((await cast.guest.call(api.messageList, { tab: 'reply' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.guest.call(api.messageRead, { tab: 'reply' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.guest.call(api.messageNotice, { id: 1 })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.guest.call(api.messageStream, {})).envelope.code).toBe(Code.needRegistered);
    const bad = [
      [api.messageList, { tab: 'inbox' }],
      [api.messageList, { tab: 'reply', cursor: 'x y' }],
      [api.messageList, { tab: 'reply', pageSize: 500 }],
      [api.messageRead, {}],
      [api.messageNotice, { id: -1 }],
      [api.messageHasNew, { userId: 1 }],
    ] as const;
    for (const [endpoint, body] of bad) {
      const res = await cast.member.raw(endpoint, body);
      expect([res.status, res.envelope.code], endpoint.path).toEqual([400, Code.badRequest]);
      expect(res.envelope.tip).not.toBe('');
    }
    // Malformed, or well-formed with numbers the database's columns cannot hold.
    for (const [tab, forged] of [['announce', 'abc'], ['reply', '9999999999'], ['announce', '9999999999999999999_m1'], ['announce', '1_m9999999999']] as const) {
      const cursor = await cast.member.call(api.messageList, { tab, cursor: forged });
      expect([cursor.status, cursor.envelope.code], forged).toEqual([400, Code.badRequest]);
    }
  });

  it('a reply lights the author of the comment answered, not the replier; opening the tab clears it', async () => {
    const root = (await cast.member.call(api.commentAdd, { mediaId: 1, content: '我的评论' })).data;
    const before = await counts(cast.member);
    await cast.other.call(api.commentAdd, { mediaId: 1, content: '回复你了', parentId: root.id });
    const after = await counts(cast.member);
    expect(after.reply).toBe(before.reply + 1);
    expect(after.total).toBe(before.total + 1);
    expect((await counts(cast.other)).reply).toBe(0);
    const replies = await list(cast.member, 'reply');
    expect(replies.list[0]).toMatchObject({ kind: 'reply', place: 'video', itemId: 1, text: '回复你了', read: false, actor: { nickname: 'msg_other' } });
    // Another user neither sees it nor clears it.
    expect((await list(cast.other, 'reply')).list).toHaveLength(0);
    await cast.other.call(api.messageRead, { tab: 'reply' });
    expect((await counts(cast.member)).reply).toBe(after.reply);
    const cleared = (await cast.member.call(api.messageRead, { tab: 'reply' })).data;
    expect(cleared.reply).toBe(0);
    expect((await list(cast.member, 'reply')).list[0].read).toBe(true);
    const latest = (await cast.member.call(api.messageLatest, {})).data;
    expect(latest.reply).toMatchObject({ kind: 'reply', commentId: expect.any(Number) });
    expect(latest.comment).toBeNull();
  });

  it('pages a tab by cursor without repeats or gaps', async () => {
    const pager = await cast.h.registered('msg_pager');
    const root = (await pager.call(api.commentAdd, { mediaId: 2, content: 'page me' })).data;
    for (let i = 0; i < 5; i++) await cast.other.call(api.commentAdd, { mediaId: 2, content: `r${i}`, parentId: root.id });
    const first = await list(pager, 'reply', undefined, 2);
    const second = await list(pager, 'reply', first.nextCursor!, 2);
    const third = await list(pager, 'reply', second.nextCursor!, 2);
    expect([...first.list, ...second.list, ...third.list].map((m) => m.text)).toEqual(['r4', 'r3', 'r2', 'r1', 'r0']);
    expect(third.nextCursor).toBeNull();
  });

  it('announcements: to everyone (one row, read per user) and to one user; only theirs opens', async () => {
    const reader = await cast.h.registered('msg_reader');
    const readerId = await idOf(reader);
    expect((await runAnnounce(cast.h.deps.db, ['announce', '版本更新', '今晚', '维护'], operator)).ok).toBe(true);
    const personal = await runAnnounce(cast.h.deps.db, ['announce', '--to', String(readerId), '给你的', '只给你'], operator);
    expect(personal.ok).toBe(true);
    expect((await runAnnounce(cast.h.deps.db, ['announce', '--to', '99999', 't', 'x'], operator)).ok).toBe(false);
    expect((await runAnnounce(cast.h.deps.db, ['announce', 'only a title'], operator)).usage).toBe(true);
    expect((await counts(reader)).announce).toBe(2);
    expect((await counts(cast.other)).announce).toBe(1);
    const tab = await list(reader, 'announce');
    expect(tab.list.map((m) => m.title)).toEqual(['给你的', '版本更新']);
    const mine = tab.list[0].noticeId!;
    const everyone = tab.list[1].noticeId!;
    expect((await reader.call(api.messageNotice, { id: mine })).data).toMatchObject({ title: '给你的', text: '只给你' });
    expect((await cast.other.call(api.messageNotice, { id: mine })).envelope.code).toBe(Code.noticeMissing);
    expect((await cast.other.call(api.messageNotice, { id: everyone })).data.title).toBe('版本更新');
    expect((await counts(reader)).announce).toBe(1);
    expect((await reader.call(api.messageRead, { tab: 'announce' })).data.announce).toBe(0);
    expect((await counts(cast.other)).announce).toBe(1);
    // Paged one by one, the two tables read as one order.
    const one = await list(reader, 'announce', undefined, 1);
    const two = await list(reader, 'announce', one.nextCursor!, 1);
    expect([one.list[0].title, two.list[0].title]).toEqual(['给你的', '版本更新']);
  });
});

describe('event matrix', () => {
  const rowsFor = async (userId: number) => cast.h.deps.db.select().from(messages).where(eq(messages.recipientId, userId));

  it('each event makes exactly one message for the right person and none for the actor', async () => {
    const author = await cast.h.registered('msg_author');
    const fan = await cast.h.registered('msg_fan');
    const [authorId, fanId] = await Promise.all([idOf(author), idOf(fan)]);
    const root = (await author.call(api.commentAdd, { mediaId: 3, content: 'root' })).data;
    // Own actions: a reply to oneself and a support of oneself make nothing.
    await author.call(api.commentAdd, { mediaId: 3, content: 'self reply', parentId: root.id });
    await author.call(api.commentAttitude, { id: root.id, attitude: 1 });
    expect(await rowsFor(authorId)).toHaveLength(0);
    // A video has no owner: a root comment on it tells nobody.
    await fan.call(api.commentAdd, { mediaId: 3, content: 'another root' });
    expect(await rowsFor(authorId)).toHaveLength(0);
    await fan.call(api.commentAdd, { mediaId: 3, content: 'reply', parentId: root.id });
    await fan.call(api.commentAttitude, { id: root.id, attitude: 1 });
    const rows = await rowsFor(authorId);
    expect(rows.map((r) => r.kind).sort()).toEqual(['reply', 'support']);
    expect(rows.every((r) => r.actorId === fanId)).toBe(true);
    expect(await rowsFor(fanId)).toHaveLength(0);

    // Check-in reward: one for the user.
    await fan.call(api.checkinClick, {});
    expect((await rowsFor(fanId)).map((r) => r.kind)).toEqual(['checkinReward']);

    // A post approved and rejected: one each for its author.
    // Each names the post by its opening words, on one line and cut with "…" past 30 characters.
    const text = 'a post to review,\n\nwith more words after its first line than one line holds';
    const post = (await author.call(api.postPublish, { text, tagIds: [1] })).data;
    await approvePost(cast.h.deps.db, post.id, { by: 'tester', now: new Date() });
    await rejectPost(cast.h.deps.db, post.id, '图片不清楚', { by: 'tester', now: new Date() });
    const decided = (await list(author, 'announce')).list.filter((m) => m.kind.startsWith('post'));
    const subject = 'a post to review, with more wo…';
    expect(decided.map((m) => [m.kind, m.place, m.itemId, m.text, m.title])).toEqual([
      ['postRejected', 'post', post.id, '图片不清楚', subject],
      ['postApproved', 'post', post.id, '', subject],
    ]);
  });

  it("a comment on an approved post tells its author and leads to the post; the author's own comment tells nobody", async () => {
    const writer = await cast.h.registered('msg_writer');
    const post = (await writer.call(api.postPublish, { text: 'a post that gets comments', tagIds: [1] })).data;
    await approvePost(cast.h.deps.db, post.id, { by: 'tester', now: new Date() });
    await writer.call(api.commentAdd, { contentType: 5, id: post.id, content: '自己的评论' });
    expect((await counts(writer)).comment).toBe(0);
    await cast.other.call(api.commentAdd, { contentType: 5, id: post.id, content: '写得好' });
    const comments = await list(writer, 'comment');
    expect(comments.list.map((m) => [m.kind, m.place, m.itemId, m.text])).toEqual([['comment', 'post', post.id, '写得好']]);
    expect((await list(cast.other, 'comment')).list.filter((m) => m.itemId === post.id)).toHaveLength(0);
  });

  it('reviews: a decision tells the author and leads to the review; supports of a post or a review are grouped per item, never for oneself', async () => {
    const critic = await cast.h.registered('msg_critic');
    const fans = await Promise.all([cast.h.registered('msg_rfan1'), cast.h.registered('msg_rfan2')]);
    const operator = { by: 'tester', now: new Date() };
    const review = (await critic.call(api.reviewPublish, { subjectType: 'media', subjectId: 2, rating: 5, title: '值得一看', text: 'a careful review of the video' })).data;
    await rejectReview(cast.h.deps.db, review.id, '内容太短', operator);
    await approveReview(cast.h.deps.db, review.id, operator);
    const decided = (await list(critic, 'announce')).list.filter((m) => m.kind.startsWith('review'));
    expect(decided.map((m) => [m.kind, m.place, m.itemId, m.text, m.title])).toEqual([
      ['reviewApproved', 'review', review.id, '', '值得一看'],
      ['reviewRejected', 'review', review.id, '内容太短', '值得一看'],
    ]);

    // Supporting one's own review tells nobody; two fans make one message; taking back and giving again counts once.
    await critic.call(api.reviewAttitude, { id: review.id, attitude: 'support' });
    for (const fan of fans) await fan.call(api.reviewAttitude, { id: review.id, attitude: 'support' });
    await fans[0].call(api.reviewAttitude, { id: review.id, attitude: 'none' });
    await fans[0].call(api.reviewAttitude, { id: review.id, attitude: 'support' });
    await fans[1].call(api.reviewAttitude, { id: review.id, attitude: 'oppose' });
    const post = (await critic.call(api.postPublish, { text: 'a post worth a like', tagIds: [1] })).data;
    await approvePost(cast.h.deps.db, post.id, operator);
    await fans[0].call(api.postAttitude, { id: post.id, attitude: 1 });
    const supports = (await list(critic, 'support')).list;
    expect(supports.map((m) => [m.place, m.itemId, m.commentId, m.actors])).toEqual([
      ['post', post.id, null, 1],
      ['review', review.id, null, 2],
    ]);
    expect(supports[1].text).toBe('值得一看');
    expect((await list(fans[0], 'support')).list).toHaveLength(0);
  });

  it('groups supports of one comment within the hour: 12 people, one message, counted once each', async () => {
    const star = await cast.h.registered('msg_star');
    const starId = await idOf(star);
    const root = (await star.call(api.commentAdd, { mediaId: 2, content: '赞我' })).data;
    const fans = await Promise.all(Array.from({ length: 12 }, (_, i) => cast.h.registered(`msg_fan${i}`)));
    for (const fan of fans) await fan.call(api.commentAttitude, { id: root.id, attitude: 1 });
    // Taking a support back and giving it again does not count twice.
    await fans[0].call(api.commentAttitude, { id: root.id, attitude: 1 });
    await fans[0].call(api.commentAttitude, { id: root.id, attitude: 1 });
    const rows = await rowsFor(starId);
    expect(rows).toHaveLength(1);
    const [message] = (await list(star, 'support')).list;
    expect(message).toMatchObject({ kind: 'support', actors: 12, actor: { nickname: 'msg_fan11' }, text: '赞我' });
    expect((await counts(star)).support).toBe(1);
    await star.call(api.messageRead, { tab: 'support' });
    // A later supporter in the hour joins the message and makes it unread again.
    await cast.other.call(api.commentAttitude, { id: root.id, attitude: 1 });
    expect((await counts(star)).support).toBe(1);
    expect((await list(star, 'support')).list[0]).toMatchObject({ actors: 13, actor: { nickname: 'msg_other' }, read: false });
    // After the hour, a new message starts.
    await cast.h.deps.db.update(messages).set({ createdAt: sql`now() - interval '2 hours'` }).where(eq(messages.recipientId, starId));
    await cast.member.call(api.commentAttitude, { id: root.id, attitude: 1 });
    expect(await rowsFor(starId)).toHaveLength(2);
  });

  it('an invite credits its inviter with one message', async () => {
    const inviterId = await idOf(cast.member);
    const code = (await cast.member.call(api.userShareqr, {})).data.affCode;
    const before = (await rowsFor(inviterId)).filter((r) => r.kind === 'inviteIncome').length;
    const c = await cast.h.visitor();
    const aff = Buffer.from(JSON.stringify({ dc: 'poster', pc: code })).toString('base64url');
    c.token = (await c.call(api.loginGuest, { devID: c.devId, affCode: aff })).data.token;
    await c.call(api.loginAccountCreate, { account: 'msg_invitee', password: 'secret123', confirmPassword: 'secret123' });
    await expect.poll(async () => (await rowsFor(inviterId)).filter((r) => r.kind === 'inviteIncome').length).toBe(before + 1);
  });
});
