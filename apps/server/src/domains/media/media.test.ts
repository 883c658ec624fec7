import { Code, HOME_PAGE_ID, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('media', { seedVideos: 150 });

describe('media/list', () => {
  const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

  it('pages through every video of the home page, newest first, without repeats', async () => {
    const seen = new Set<number>();
    let page = 1;
    let last: { hasMore: boolean; total: number; list: { id: number; publishedAt: string }[] };
    do {
      last = (await cast.visitor.call(api.mediaList, { categoryId: HOME_PAGE_ID, page, pageSize: 50 })).data;
      expect(isSorted(last.list.map((m) => Date.parse(m.publishedAt)))).toBe(true);
      for (const m of last.list) seen.add(m.id);
      page++;
    } while (last.hasMore);
    expect(last.total).toBe(150);
    expect(seen.size).toBe(150);
  });

  it.each(['hot', 'collect'] as const)('sorts by %s', async (sort) => {
    const res = await cast.guest.call(api.mediaList, { sort, pageSize: 30 });
    const key = sort === 'hot' ? 'views' : 'collects';
    expect(isSorted(res.data.list.map((m) => m[key]))).toBe(true);
  });

  it('filters by tab, tag and actress', async () => {
    const tab = await cast.visitor.call(api.mediaList, { categoryId: HOME_PAGE_ID + 2 });
    expect(tab.data.total).toBeGreaterThan(0);
    expect(tab.data.total).toBeLessThan(150);
    const tag = await cast.visitor.call(api.mediaList, { tagId: 3 });
    expect(tag.data.total).toBeGreaterThan(0);
    const actress = await cast.member.call(api.mediaList, { actressId: 1 });
    expect(actress.data.list.length).toBe(Math.min(20, actress.data.total));
    const byCategory = await cast.visitor.call(api.mediaList, { tagCateId: 1 });
    expect(byCategory.data.total).toBeGreaterThanOrEqual(tag.data.total);
    const none = await cast.visitor.call(api.mediaList, { tagId: 999 });
    expect(none.data).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it.each([[{ pageSize: 51 }], [{ page: 0 }], [{ sort: 'random' }], [{ categoryId: -1 }], [{ tagId: '3' }], [{ extra: true }]])('refuses %j', async (body) => {
    const res = await cast.visitor.raw(api.mediaList, body);
    expect(res.status).toBe(400);
    expect(res.envelope.code).toBe(Code.badRequest);
  });
});
