import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('detail', { seedVideos: 120 });

describe('actresses', () => {
  it.each(['hot', 'new', 'collect', 'works'] as const)('lists them sorted by %s', async (sort) => {
    const res = await cast.visitor.call(api.actressList, { sort, pageSize: 10 });
    expect(res.data.list).toHaveLength(10);
    expect(res.data.total).toBe(20);
  });

  it('filters by tag and by tag category', async () => {
    const categories = (await cast.visitor.call(api.tagCategories, { contentType: 8 })).data;
    const category = categories[0];
    const byCategory = await cast.visitor.call(api.actressList, { tagCateId: category.id });
    expect(byCategory.data.total).toBeGreaterThan(0);
    const tag = category.tags.find((t: { actressCount: number }) => t.actressCount > 0);
    const byTag = await cast.visitor.call(api.actressList, { tagId: tag!.id });
    expect(byTag.data.total).toBe(tag!.actressCount);
  });

  it('gives a profile, the same for everyone', async () => {
    const res = await cast.guest.call(api.actressDetail, { id: 1 });
    expect(api.actressDetail.response.safeParse(res.data).success).toBe(true);
    expect(res.data).not.toHaveProperty('collected');
    expect((await cast.member.call(api.actressDetail, { id: 1 })).data).toEqual(res.data);
    expect((await cast.guest.call(api.actressDetail, { id: 9999 })).envelope.code).toBe(Code.notFound);
  });

  it('actress/state: the caller\'s collect state and live count; none without a session; bad input refused', async () => {
    const detail = (await cast.visitor.call(api.actressDetail, { id: 3 })).data;
    expect((await cast.visitor.call(api.actressState, { id: 3 })).data).toEqual({ collected: false, collects: detail.collects });
    await cast.member.call(api.collectAdd, { contentType: 8, id: 3 });
    expect((await cast.member.call(api.actressState, { id: 3 })).data).toEqual({ collected: true, collects: detail.collects + 1 });
    expect((await cast.other.call(api.actressState, { id: 3 })).data.collected).toBe(false);
    await cast.member.call(api.collectDel, { contentType: 8, id: 3 });
    expect((await cast.guest.call(api.actressState, { id: 9999 })).envelope.code).toBe(Code.notFound);
    expect((await cast.guest.raw(api.actressState, { id: 'x' })).status).toBe(400);
  });
});
