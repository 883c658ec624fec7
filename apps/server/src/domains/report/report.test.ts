import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { runOps } from '../ops/service.ts';

const cast = useCast('report', { seedVideos: 3, env: { REPORT_LIMIT_PER_HOUR: '4', COMMENT_LIMIT_PER_MINUTE: '1000' } });

const comment = async (client: TestClient, content: string, mediaId = 1) => (await client.call(api.commentAdd, { mediaId, content })).data.id;
const ops = (...argv: string[]) => runOps(cast.h.deps.db, argv, { defaultBy: 'tester', now: new Date() });

describe('report/add', () => {
  it('files a report once per user and item: a repeat answers the same report', async () => {
    const id = await comment(cast.member, '一条会被举报的评论');
    const first = await cast.other.call(api.reportAdd, { contentType: 'comment', id, reason: 'abuse', text: '  骂人了  ' });
    expect(first.envelope.code).toBe(Code.ok);
    expect(first.data.created).toBe(true);
    const again = await cast.other.call(api.reportAdd, { contentType: 'comment', id, reason: 'spam' });
    expect(again.data).toEqual({ id: first.data.id, created: false });
    const queue = (await ops('queue')).output;
    expect(queue).toContain(`comment:${id}`);
    expect(queue).toContain('1 report(s): abuse 1');
    expect(queue).toContain('> 骂人了');
  });

  it('refuses bad input with a clear code, and writes nothing', async () => {
    const id = await comment(cast.member, '另一条评论');
    const bad = [
      { contentType: 'comment', id, reason: 'boring' },
      { contentType: 'video', id, reason: 'spam' },
      { contentType: 'comment', id: 0, reason: 'spam' },
      { contentType: 'comment', id, reason: 'spam', extra: 1 },
      { contentType: 'comment', id, reason: 'spam', text: 'a\u0000b' },
    ];
    for (const input of bad) {
      const res = await cast.other.raw(api.reportAdd, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    const long = await cast.other.call(api.reportAdd, { contentType: 'comment', id, reason: 'other', text: '字'.repeat(201) });
    expect(long.envelope).toMatchObject({ code: Code.badRequest, tip: '补充说明不能超过200个字' });
    expect((await ops('queue')).output).not.toContain(`comment:${id} `);
  });

  it('asks a guest to register, refuses one own item, and does not tell about items the caller cannot see', async () => {
    const id = await comment(cast.member, '自己的评论');
    expect((await cast.guest.call(api.reportAdd, { contentType: 'comment', id, reason: 'spam' })).envelope.code).toBe(Code.needRegistered);
    const own = await cast.member.call(api.reportAdd, { contentType: 'comment', id, reason: 'spam' });
    expect(own.envelope).toMatchObject({ code: Code.reportOwnItem, tip: '不能举报自己发布的内容' });

    // A pending post is seen by its author only: to anyone else it does not exist; its author cannot report it.
    const post = (await cast.member.call(api.postPublish, { text: 'a post waiting for review' })).data.id;
    expect((await cast.other.call(api.reportAdd, { contentType: 'post', id: post, reason: 'porn' })).envelope.code).toBe(Code.notFound);
    expect((await cast.member.call(api.reportAdd, { contentType: 'post', id: post, reason: 'porn' })).envelope.code).toBe(Code.reportOwnItem);
    expect((await cast.other.call(api.reportAdd, { contentType: 'comment', id: 999_999, reason: 'spam' })).envelope.code).toBe(Code.notFound);
    expect((await cast.other.call(api.reportAdd, { contentType: 'post', id: 999_999, reason: 'spam' })).envelope.code).toBe(Code.notFound);

    // A deleted comment, and one an operator hid, are gone for reports too (its author still sees theirs).
    const deleted = await comment(cast.member, '删掉的评论');
    await cast.member.call(api.commentDel, { id: deleted });
    expect((await cast.other.call(api.reportAdd, { contentType: 'comment', id: deleted, reason: 'spam' })).envelope.code).toBe(Code.notFound);
    const hidden = await comment(cast.member, '被隐藏的评论');
    expect((await ops('hide-comment', String(hidden), 'rude')).ok).toBe(true);
    expect((await cast.other.call(api.reportAdd, { contentType: 'comment', id: hidden, reason: 'spam' })).envelope.code).toBe(Code.notFound);

    // Once approved, anyone else may report the post.
    await ops('approve', String(post));
    const reported = await cast.other.call(api.reportAdd, { contentType: 'post', id: post, reason: 'illegal' });
    expect(reported.data.created).toBe(true);
    expect((await ops('queue')).output).toContain(`post:${post}`);
  });

  it('limits reports per user and hour; repeats still answer; another user has their own allowance', async () => {
    // `other` has filed two reports above; the limit is 4 an hour.
    const ids = await Promise.all(['一', '二', '三'].map((n) => comment(cast.member, `限流评论${n}`)));
    expect((await cast.other.call(api.reportAdd, { contentType: 'comment', id: ids[0], reason: 'spam' })).data.created).toBe(true);
    expect((await cast.other.call(api.reportAdd, { contentType: 'comment', id: ids[1], reason: 'spam' })).data.created).toBe(true);
    const limited = await cast.other.call(api.reportAdd, { contentType: 'comment', id: ids[2], reason: 'spam' });
    expect(limited.envelope).toMatchObject({ code: Code.tooManyRequests, tip: '举报太频繁了，请60分钟后再试' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await cast.other.call(api.reportAdd, { contentType: 'comment', id: ids[0], reason: 'spam' })).data.created).toBe(false);
    const third = await cast.h.registered('report_third');
    expect((await third.call(api.reportAdd, { contentType: 'comment', id: ids[2], reason: 'spam' })).data.created).toBe(true);
  });

  it('holds the limit for reports sent at once, and answers parallel repeats with one report', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => comment(cast.member, `并发举报${i}`)));
    const burst = await cast.h.registered('report_burst');
    const answers = await Promise.all(ids.map((id) => burst.call(api.reportAdd, { contentType: 'comment', id, reason: 'spam' })));
    expect(answers.filter((a) => a.envelope.code === Code.ok)).toHaveLength(4);
    expect(answers.filter((a) => a.envelope.code === Code.tooManyRequests)).toHaveLength(4);
    const repeater = await cast.h.registered('report_repeat');
    const repeats = await Promise.all(Array.from({ length: 6 }, () => repeater.call(api.reportAdd, { contentType: 'comment', id: ids[0], reason: 'spam' })));
    expect(repeats.map((r) => r.envelope.code)).toEqual(Array(6).fill(Code.ok));
    expect(new Set(repeats.map((r) => r.data.id)).size).toBe(1);
    expect(repeats.filter((r) => r.data.created)).toHaveLength(1);
  });
});
