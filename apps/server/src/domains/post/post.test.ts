import { Code, POST_AUTHOR_SHARE_PERCENT, POST_PREVIEW_LENGTH, PointsReason, api } from '@md/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody, type TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { balanceOf, movePoints } from '../points/service.ts';
import { runOps } from '../ops/service.ts';
import { auditOf } from './service.ts';

const cast = useCast('post', {});

const png = (color: string) => sharp({ create: { width: 20, height: 16, channels: 3, background: color } }).png().toBuffer();
const upload = async (client: TestClient, color = '#36c') =>
  (await client.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'p.png', 'image/png', await png(color)) })).data.path;
const ops = (...argv: string[]) => runOps(cast.h.deps.db, argv, { defaultBy: 'tester', now: new Date(cast.h.deps.now() * 1000) });
const userId = async (client: TestClient) => (await client.call(api.userInfo, {})).data.id;
const text = (n: number) => 'word '.repeat(n);

describe('post tags', () => {
  it('lists the seeded tags, and their use by approved posts', async () => {
    const tags = (await cast.visitor.call(api.postTags, {})).data;
    expect(tags.length).toBeGreaterThanOrEqual(5);
    const usage = (await cast.visitor.call(api.postTaglist, {})).data;
    expect(usage.map((t) => t.id).sort()).toEqual(tags.map((t) => t.id).sort());
    expect((await cast.visitor.call(api.postTags, { extra: 1 } as never)).envelope.code).toBe(Code.badRequest);
  });
});

describe('publishing and review', () => {
  it('a new post is pending: the author sees it with its status, nobody else does, until an operator approves it', async () => {
    const images = [await upload(cast.member, '#f00'), await upload(cast.member, '#0f0')];
    const published = await cast.member.call(api.postPublish, { text: '  first post of the member  ', images, tagIds: [1, 2] });
    expect(published.data.status).toBe('pending');
    const id = published.data.id;

    const own = (await cast.member.call(api.postDetail, { id })).data;
    expect(own).toMatchObject({ text: 'first post of the member', images, own: { status: 'pending', rejectReason: null } });
    expect(own.tags.map((t) => t.id)).toEqual([1, 2]);
    for (const stranger of [cast.other, cast.guest, cast.visitor]) {
      expect((await stranger.call(api.postDetail, { id })).envelope.code).toBe(Code.notFound);
      expect((await stranger.call(api.postCenter, {})).data.list.map((p) => p.id)).not.toContain(id);
      expect((await stranger.call(api.postIsLook, { id })).envelope.code).toBe(Code.notFound);
    }
    const mine = (await cast.member.call(api.postMine, {})).data.list;
    expect(mine.find((p) => p.id === id)).toMatchObject({ status: 'pending' });
    expect((await cast.other.call(api.postMine, {})).data.list.map((p) => p.id)).not.toContain(id);

    expect((await ops('posts')).output).toContain(`#${id}`);
    expect(await ops('approve', String(id), '--by', 'alice')).toMatchObject({ ok: true });
    const seen = (await cast.other.call(api.postDetail, { id })).data;
    expect(seen).toMatchObject({ id, images, own: null, author: { id: await userId(cast.member) } });
    expect((await cast.visitor.call(api.postCenter, { tab: 'latest' })).data.list[0].id).toBe(id);
    expect((await ops('posts')).output).not.toContain(`#${id}`);

    expect(await ops('reject', String(id), 'not', 'allowed', 'here')).toMatchObject({ ok: true });
    expect((await cast.other.call(api.postDetail, { id })).envelope.code).toBe(Code.notFound);
    expect((await cast.member.call(api.postDetail, { id })).data.own).toEqual({ status: 'rejected', rejectReason: 'not allowed here' });
    expect((await cast.visitor.call(api.postCenter, {})).data.list.map((p) => p.id)).not.toContain(id);

    const audit = await auditOf(cast.h.deps.db, id);
    expect(audit.map((a) => [a.action, a.operator, a.reason])).toEqual([
      ['approve', 'alice', null],
      ['reject', 'tester', 'not allowed here'],
    ]);
    expect(audit.every((a) => a.createdAt instanceof Date)).toBe(true);
  });

  it('refuses bad input: short or long text, too many images or tags, unknown tags, images that are not the caller\'s', async () => {
    const bad = async (input: object) => (await cast.member.call(api.postPublish, input as never)).envelope;
    expect(await bad({ text: 'abc' })).toMatchObject({ code: Code.badRequest });
    expect(await bad({ text: 'x'.repeat(2001) })).toMatchObject({ code: Code.badRequest });
    // Text that shows nothing (zero-width spaces, Hangul fillers) is as short as none; a direction override is refused.
    expect(await bad({ text: '\u200B\u3164'.repeat(5) })).toMatchObject({ code: Code.badRequest, tip: '帖子内容不少于5个字' });
    expect(await bad({ text: '看这个链接\u202Egnp.exe' })).toMatchObject({ code: Code.badRequest, tip: '内容包含不支持的控制字符，请删除后重试' });
    expect(await bad({ text: text(3), images: Array.from({ length: 10 }, (_, i) => `uploads/2026/11/${String(i).padStart(32, '0')}.webp`) })).toMatchObject({ code: Code.badRequest });
    expect(await bad({ text: text(3), tagIds: [1, 2, 3, 4] })).toMatchObject({ code: Code.badRequest });
    expect(await bad({ text: text(3), tagIds: [99_999] })).toMatchObject({ code: Code.badRequest });
    expect(await bad({ text: text(3), images: ['../../etc/passwd'] })).toMatchObject({ code: Code.badRequest });
    expect(await bad({ text: text(3), price: -1 })).toMatchObject({ code: Code.badRequest });
    const othersImage = await upload(cast.other);
    expect(await bad({ text: text(3), images: [othersImage] })).toMatchObject({ code: Code.badRequest });
    expect((await cast.member.call(api.postMine, {})).data.list.some((p) => p.images.includes(othersImage))).toBe(false);
  });

  it('a guest cannot publish; a visitor cannot list their posts', async () => {
    expect((await cast.guest.call(api.postPublish, { text: text(3) })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.postPublish, { text: text(3) })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.visitor.call(api.postMine, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.guest.call(api.postMine, {})).data.list).toEqual([]);
  });

  it('the operator command refuses what it does not understand and names missing posts', async () => {
    expect(await ops('approve')).toMatchObject({ ok: false, usage: true });
    expect(await ops('reject', '1')).toMatchObject({ ok: false, usage: true });
    expect(await ops('delete', '1')).toMatchObject({ ok: false, usage: true });
    expect(await ops('approve', '999999')).toMatchObject({ ok: false, output: 'no post #999999' });
  });
});

describe('the square', () => {
  it('hot orders the last week by views, supports and comments; a tag filters; may-like prefers shared tags', async () => {
    const author = await cast.h.registered('post_square');
    const make = async (tagIds: number[]) => {
      const { id } = (await author.call(api.postPublish, { text: text(4), tagIds })).data;
      await ops('approve', String(id));
      return id;
    };
    const quiet = await make([3]);
    const popular = await make([4]);
    const sibling = await make([4]);
    // Read by two people, one of them three times: two views (a reader's reload is the same view).
    for (let i = 0; i < 3; i++) await cast.other.call(api.postDetail, { id: popular });
    expect((await cast.member.call(api.postDetail, { id: popular })).data.views).toBe(2);
    expect((await cast.other.call(api.postDetail, { id: popular })).data.views).toBe(2);
    const hot = (await cast.visitor.call(api.postCenter, { tab: 'hot', pageSize: 50 })).data.list.map((p) => p.id);
    expect(hot.indexOf(popular)).toBeLessThan(hot.indexOf(quiet));
    expect(hot.indexOf(popular)).toBeLessThan(hot.indexOf(sibling));
    const tagged = (await cast.visitor.call(api.postCenter, { tagId: 4, pageSize: 50 })).data;
    expect(tagged.list.map((p) => p.id)).toEqual([sibling, popular]);
    expect(tagged.total).toBe(2);
    const maylike = (await cast.visitor.call(api.postMaylike, { id: popular })).data.map((p) => p.id);
    expect(maylike[0]).toBe(sibling);
    expect(maylike).not.toContain(popular);
    const newest = (await cast.visitor.call(api.postMaylike, {})).data.map((p) => p.id);
    expect(newest.slice(0, 3)).toEqual([sibling, popular, quiet]);
    // a week on, nothing of it is hot any more
    cast.h.clock.offset = 8 * 86_400;
    try {
      expect((await cast.visitor.call(api.postCenter, { tab: 'hot' })).data.list.map((p) => p.id)).not.toContain(popular);
    } finally {
      cast.h.clock.offset = 0;
    }
    expect((await cast.visitor.call(api.postCenter, { tab: 'cold' } as never)).envelope.code).toBe(Code.badRequest);
  });
});

describe('paid posts', () => {
  it('hides a priced post beyond its preview until paid; 50 parallel pays charge once and credit the author once', async () => {
    const seller = await cast.h.registered('post_seller');
    const buyer = await cast.h.registered('post_buyer');
    const images = [await upload(seller)];
    const long = 'secret '.repeat(30);
    const { id } = (await seller.call(api.postPublish, { text: long, images, price: 10 })).data;
    await ops('approve', String(id));

    const locked = (await buyer.call(api.postDetail, { id })).data;
    expect(locked).toMatchObject({ unlocked: false, images: [], imageCount: 1, price: 10 });
    expect([...locked.text].length).toBe(POST_PREVIEW_LENGTH);
    expect((await buyer.call(api.postIsLook, { id })).data).toEqual({ look: false, price: 10 });
    expect((await seller.call(api.postIsLook, { id })).data.look).toBe(true);
    expect((await cast.visitor.call(api.postIsLook, { id })).data.look).toBe(false);

    expect((await buyer.call(api.postPay, { id })).envelope.code).toBe(Code.pointsInsufficient);
    expect((await cast.guest.call(api.postPay, { id })).envelope.code).toBe(Code.needRegistered);

    const buyerId = await userId(buyer);
    const sellerId = await userId(seller);
    await movePoints(cast.h.deps, { userId: buyerId, delta: 25, reason: PointsReason.operator, key: 'grant' });
    const pays = await Promise.all(Array.from({ length: 50 }, () => buyer.call(api.postPay, { id })));
    expect(pays.every((p) => p.envelope.code === Code.ok)).toBe(true);
    expect(pays.filter((p) => p.data.charged === 10)).toHaveLength(1);
    expect(await balanceOf(cast.h.deps.db, buyerId)).toBe(15);
    expect(await balanceOf(cast.h.deps.db, sellerId)).toBe((10 * POST_AUTHOR_SHARE_PERCENT) / 100);
    const income = (await seller.call(api.userWorkIncome, {})).data;
    expect(income.list.map((e) => e.points)).toEqual([(10 * POST_AUTHOR_SHARE_PERCENT) / 100]);

    const unlocked = (await buyer.call(api.postDetail, { id })).data;
    expect(unlocked).toMatchObject({ unlocked: true, images, text: long.trim() });
    expect((await buyer.call(api.postIsLook, { id })).data.look).toBe(true);
    expect((await cast.other.call(api.postDetail, { id })).data.unlocked).toBe(false);
    // paying again, or for one's own post, costs nothing
    expect((await buyer.call(api.postPay, { id })).data.charged).toBe(0);
    expect((await seller.call(api.postPay, { id })).data.charged).toBe(0);
    expect(await balanceOf(cast.h.deps.db, sellerId)).toBe((10 * POST_AUTHOR_SHARE_PERCENT) / 100);
  });

  it('a short priced post shows at most half its text before payment, so the price always buys something', async () => {
    const short = '这段话只有二十个字，付费后才能读到后半段内容';
    const { id } = (await cast.member.call(api.postPublish, { text: short, price: 3 })).data;
    await ops('approve', String(id));
    const locked = (await cast.other.call(api.postDetail, { id })).data;
    expect(locked.unlocked).toBe(false);
    expect(locked.text).toBe([...short].slice(0, Math.floor([...short].length / 2)).join(''));
    expect((await cast.member.call(api.postDetail, { id })).data.text).toBe(short);
  });

  it('nobody pays for a pending post, nor one that does not exist', async () => {
    const { id } = (await cast.member.call(api.postPublish, { text: text(3), price: 5 })).data;
    expect((await cast.other.call(api.postPay, { id })).envelope.code).toBe(Code.notFound);
    expect((await cast.other.call(api.postPay, { id: 999_999 })).envelope.code).toBe(Code.notFound);
    expect((await cast.other.call(api.postPay, { id: 'x' } as never)).envelope.code).toBe(Code.badRequest);
  });
});
