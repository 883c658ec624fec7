import { BRAND_SUMMARY_LENGTH, Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { approvePost } from '../post/service.ts';

const cast = useCast('group', { seedVideos: 2 });

const brandCalls = [
  ['news', api.brandInformation],
  ['offering', api.brandOffering],
  ['recruitment', api.brandRecruitment],
] as const;
const MISSING = 999_999;

describe('group/list and group/detail', () => {
  it('lists the seeded groups, most members first, the same for a visitor, a guest and a user', async () => {
    const page = (await cast.visitor.call(api.groupList, { pageSize: 50 })).data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list.length).toBe(page.total);
    const counts = page.list.map((g) => g.members);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.list[0].name).toMatch(/[\u4e00-\u9fff]/);
    expect(page.list[0].cover).toMatch(/^demo\/covers\/\d+\.webp$/);
    expect((await cast.guest.call(api.groupList, { pageSize: 50 })).data).toEqual(page);
    const second = (await cast.member.call(api.groupList, { page: 2, pageSize: 2 })).data;
    expect(second.list.map((g) => g.id)).toEqual(page.list.slice(2, 4).map((g) => g.id));
  });

  it('refuses bad input and answers 4040 for an unknown group', async () => {
    for (const input of [{ page: 0 }, { pageSize: 500 }, { page: 'x' }, { extra: 1 }]) {
      expect((await cast.visitor.call(api.groupList, input as never)).envelope.code).toBe(Code.badRequest);
    }
    for (const input of [{}, { id: 0 }, { id: -1 }, { id: '1' }, { id: 1.5 }, { id: 1, more: true }]) {
      expect((await cast.visitor.call(api.groupDetail, input as never)).envelope.code).toBe(Code.badRequest);
    }
    const missing = (await cast.member.call(api.groupDetail, { id: MISSING })).envelope;
    expect(missing).toMatchObject({ code: Code.notFound, tip: '圈子不存在' });
  });

  it("says whether the caller is a member: false for a visitor and a guest", async () => {
    for (const caller of [cast.visitor, cast.guest]) {
      expect((await caller.call(api.groupDetail, { id: 1 })).data).toMatchObject({ id: 1, joined: false });
    }
  });
});

describe('group/join and group/leave', () => {
  const detail = async (client: TestClient, id: number) => (await client.call(api.groupDetail, { id })).data;

  it('a user joins and leaves, idempotently; another user is not affected; counts are exact', async () => {
    const before = (await detail(cast.member, 2)).members;
    expect(await cast.member.call(api.groupJoin, { id: 2 }).then((r) => r.data)).toEqual({ joined: true, members: before + 1 });
    expect(await cast.member.call(api.groupJoin, { id: 2 }).then((r) => r.data)).toEqual({ joined: true, members: before + 1 });
    expect(await detail(cast.member, 2)).toMatchObject({ joined: true, members: before + 1 });
    expect(await detail(cast.other, 2)).toMatchObject({ joined: false, members: before + 1 });
    // The cached list is told at once.
    const listed = (await cast.visitor.call(api.groupList, { pageSize: 50 })).data.list.find((g) => g.id === 2);
    expect(listed?.members).toBe(before + 1);

    expect((await cast.other.call(api.groupLeave, { id: 2 })).data).toEqual({ joined: false, members: before + 1 });
    expect((await cast.member.call(api.groupLeave, { id: 2 })).data).toEqual({ joined: false, members: before });
    expect((await cast.member.call(api.groupLeave, { id: 2 })).data).toEqual({ joined: false, members: before });
    expect(await detail(cast.member, 2)).toMatchObject({ joined: false, members: before });
  });

  it('parallel joins and leaves of several users keep the count exact', async () => {
    const before = (await detail(cast.visitor, 3)).members;
    const users = await Promise.all(Array.from({ length: 4 }, (_, i) => cast.h.registered(`group_par${i}`)));
    const joins = await Promise.all(users.flatMap((u) => Array.from({ length: 5 }, () => u.call(api.groupJoin, { id: 3 }))));
    expect(joins.every((r) => r.envelope.code === Code.ok && r.data.joined)).toBe(true);
    expect((await detail(cast.visitor, 3)).members).toBe(before + users.length);
    const leaves = await Promise.all(users.flatMap((u) => Array.from({ length: 3 }, () => u.call(api.groupLeave, { id: 3 }))));
    expect(leaves.every((r) => r.envelope.code === Code.ok && !r.data.joined)).toBe(true);
    expect((await detail(cast.visitor, 3)).members).toBe(before);
  });

  it('a guest is asked to sign up, a visitor to sign in; bad input and unknown groups are refused', async () => {
    expect((await cast.guest.call(api.groupJoin, { id: 1 })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.groupJoin, { id: 1 })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.guest.call(api.groupLeave, { id: 1 })).envelope.code).toBe(Code.needRegistered);
    for (const call of [api.groupJoin, api.groupLeave]) {
      expect((await cast.member.call(call, { id: 'a' } as never)).envelope.code).toBe(Code.badRequest);
      expect((await cast.member.call(call, {} as never)).envelope.code).toBe(Code.badRequest);
      expect((await cast.member.call(call, { id: MISSING })).envelope.code).toBe(Code.notFound);
    }
  });
});

describe('group/posts', () => {
  it("lists the members' approved posts only, and a new member's once approved", async () => {
    const seeded = (await cast.visitor.call(api.groupPosts, { id: 1 })).data;
    expect(seeded.total).toBeGreaterThan(0);
    const author = await cast.h.registered('group_author');
    const { id } = (await author.call(api.postPublish, { text: 'a post of a group member' })).data;
    await author.call(api.groupJoin, { id: 1 });
    expect((await cast.visitor.call(api.groupPosts, { id: 1, pageSize: 50 })).data.list.map((p) => p.id)).not.toContain(id);
    await approvePost(cast.h.deps.db, id, { by: 'tester', now: new Date() });
    const after = (await cast.other.call(api.groupPosts, { id: 1, pageSize: 50 })).data;
    expect(after.list[0]).toMatchObject({ id, text: 'a post of a group member' });
    expect(after.total).toBe(seeded.total + 1);
    // Not a member of group 2 (unless seeded so, which a new account is not).
    expect((await cast.visitor.call(api.groupPosts, { id: 2, pageSize: 50 })).data.list.map((p) => p.id)).not.toContain(id);
    await author.call(api.groupLeave, { id: 1 });
    expect((await cast.visitor.call(api.groupPosts, { id: 1, pageSize: 50 })).data.list.map((p) => p.id)).not.toContain(id);
  });

  it('refuses bad input; 4040 for an unknown group', async () => {
    expect((await cast.visitor.call(api.groupPosts, { id: 1, page: -1 })).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.groupPosts, {} as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.guest.call(api.groupPosts, { id: MISSING })).envelope.code).toBe(Code.notFound);
  });
});

describe('brand/information, brand/offering, brand/recruitment, brand/detail', () => {
  it.each(brandCalls)('%s: of one group and of every group, newest first, 5–15 per group', async (kind, call) => {
    const all = (await cast.visitor.call(call, { pageSize: 50 })).data;
    expect(all.list.every((item) => item.kind === kind)).toBe(true);
    const times = all.list.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const one = (await cast.guest.call(call, { groupId: 1, pageSize: 50 })).data;
    expect(one.total).toBeGreaterThanOrEqual(5);
    expect(one.total).toBeLessThanOrEqual(15);
    expect(one.list.every((item) => item.groupId === 1 && item.groupName.length > 0)).toBe(true);
    // A summary is the text up to BRAND_SUMMARY_LENGTH characters; one cut short says so with an ellipsis.
    for (const item of one.list) {
      const { text } = (await cast.visitor.call(api.brandDetail, { id: item.id })).data;
      const flat = [...text.replace(/\s+/g, ' ').trim()];
      if (flat.length <= BRAND_SUMMARY_LENGTH) expect(item.summary).toBe(flat.join(''));
      else expect(item.summary).toBe(`${flat.slice(0, BRAND_SUMMARY_LENGTH).join('').trimEnd()}…`);
    }
    expect(all.total).toBeGreaterThan(one.total);
    expect((await cast.member.call(call, { groupId: 1, pageSize: 50 })).data).toEqual(one);

    const detail = (await cast.other.call(api.brandDetail, { id: one.list[0].id })).data;
    expect(detail).toMatchObject({ id: one.list[0].id, kind, groupId: 1, title: one.list[0].title });
    expect(detail.text.length).toBeGreaterThan(0);
    if (kind === 'news') expect(detail.contact).toBeNull();
    else expect(detail.contact).toMatch(/@example\.com$/);
  });

  it.each(brandCalls)('%s: refuses bad input; 4040 for an unknown group', async (_kind, call) => {
    for (const input of [{ groupId: 0 }, { groupId: 'x' }, { page: 0 }, { id: 1, extra: 1 }]) {
      expect((await cast.visitor.call(call, input as never)).envelope.code).toBe(Code.badRequest);
    }
    expect((await cast.visitor.call(call, { groupId: MISSING })).envelope.code).toBe(Code.notFound);
  });

  it('brand/detail: bad input and unknown items', async () => {
    expect((await cast.visitor.call(api.brandDetail, {} as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.brandDetail, { id: -3 })).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.brandDetail, { id: MISSING })).envelope).toMatchObject({ code: Code.notFound, tip: '内容不存在或已下架' });
  });
});
