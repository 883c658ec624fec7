import { Code, HOME_PAGE_ID, api } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let visitor: TestClient;
let guest: TestClient;
let member: TestClient;

beforeAll(async () => {
  h = await createHarness({ seedVideos: 150 });
  visitor = await h.visitor();
  guest = await h.guest();
  member = await h.registered('media_member');
});
afterAll(() => h.close());

describe('media/home', () => {
  it('gives tabs, banners, navigation items and topic blocks of every display type', async () => {
    const res = await visitor.call(api.mediaHome, {});
    expect(res.envelope.code).toBe(Code.ok);
    expect(api.mediaHome.response.safeParse(res.data).success).toBe(true);
    expect(res.data.categories[0]).toEqual({ id: HOME_PAGE_ID, name: '首页' });
    expect(res.data.banners.length).toBeGreaterThanOrEqual(7);
    expect(res.data.navs).toHaveLength(8);
    expect(new Set(res.data.topics.map((t: { displayType: number }) => t.displayType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (const t of res.data.topics) expect(t.media.length + t.actresses.length).toBeGreaterThan(0);
  });

  it('answers the same for a guest and a registered user, and serves another tab', async () => {
    const a = await guest.call(api.mediaHome, { id: HOME_PAGE_ID });
    const b = await member.call(api.mediaHome, { id: HOME_PAGE_ID });
    expect(a.data).toEqual(b.data);
    const tab = await guest.call(api.mediaHome, { id: HOME_PAGE_ID + 1 });
    expect(tab.envelope.code).toBe(Code.ok);
    expect(tab.data.banners.length).toBeGreaterThan(0);
  });

  it('answers an unknown category with not found, bad input with 400', async () => {
    expect((await visitor.call(api.mediaHome, { id: 1 })).envelope.code).toBe(Code.notFound);
    for (const body of [{ id: 'home' }, { id: 0 }, { id: HOME_PAGE_ID, x: 1 }]) {
      expect((await visitor.raw(api.mediaHome, body)).status).toBe(400);
    }
  });
});

describe('media/list', () => {
  const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

  it('pages through every video of the home page, newest first, without repeats', async () => {
    const seen = new Set<number>();
    let page = 1;
    let last: { hasMore: boolean; total: number; list: { id: number; publishedAt: string }[] };
    do {
      last = (await visitor.call(api.mediaList, { categoryId: HOME_PAGE_ID, page, pageSize: 50 })).data;
      expect(isSorted(last.list.map((m) => Date.parse(m.publishedAt)))).toBe(true);
      for (const m of last.list) seen.add(m.id);
      page++;
    } while (last.hasMore);
    expect(last.total).toBe(150);
    expect(seen.size).toBe(150);
  });

  it.each(['hot', 'collect'] as const)('sorts by %s', async (sort) => {
    const res = await guest.call(api.mediaList, { sort, pageSize: 30 });
    const key = sort === 'hot' ? 'views' : 'collects';
    expect(isSorted(res.data.list.map((m) => m[key]))).toBe(true);
  });

  it('filters by tab, tag and actress', async () => {
    const tab = await visitor.call(api.mediaList, { categoryId: HOME_PAGE_ID + 2 });
    expect(tab.data.total).toBeGreaterThan(0);
    expect(tab.data.total).toBeLessThan(150);
    const tag = await visitor.call(api.mediaList, { tagId: 3 });
    expect(tag.data.total).toBeGreaterThan(0);
    const actress = await member.call(api.mediaList, { actressId: 1 });
    expect(actress.data.list.length).toBe(Math.min(20, actress.data.total));
    const byCategory = await visitor.call(api.mediaList, { tagCateId: 1 });
    expect(byCategory.data.total).toBeGreaterThanOrEqual(tag.data.total);
    const none = await visitor.call(api.mediaList, { tagId: 999 });
    expect(none.data).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it.each([[{ pageSize: 51 }], [{ page: 0 }], [{ sort: 'random' }], [{ categoryId: -1 }], [{ tagId: '3' }], [{ extra: true }]])('refuses %j', async (body) => {
    const res = await visitor.raw(api.mediaList, body);
    expect(res.status).toBe(400);
    expect(res.envelope.code).toBe(Code.badRequest);
  });
});
