import { Code, HOME_PAGE_ID, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('media', { seedVideos: 150 });

describe('media/home', () => {
  it('gives tabs, banners, navigation items and topic blocks of every display type', async () => {
    const res = await cast.visitor.call(api.mediaHome, {});
    expect(res.envelope.code).toBe(Code.ok);
    expect(api.mediaHome.response.safeParse(res.data).success).toBe(true);
    expect(res.data.categories[0]).toEqual({ id: HOME_PAGE_ID, name: '首页' });
    expect(res.data.banners.length).toBeGreaterThanOrEqual(7);
    expect(res.data.navs).toHaveLength(8);
    expect(new Set(res.data.topics.map((t: { displayType: number }) => t.displayType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (const t of res.data.topics) expect(t.media.length + t.actresses.length).toBeGreaterThan(0);
  });

  it('answers the same for a guest and a registered user, and serves another tab', async () => {
    const a = await cast.guest.call(api.mediaHome, { id: HOME_PAGE_ID });
    const b = await cast.member.call(api.mediaHome, { id: HOME_PAGE_ID });
    expect(a.data).toEqual(b.data);
    const tab = await cast.guest.call(api.mediaHome, { id: HOME_PAGE_ID + 1 });
    expect(tab.envelope.code).toBe(Code.ok);
    expect(tab.data.banners.length).toBeGreaterThan(0);
  });

  it('names the tabs and the icon entries in the caller\'s language where the operator gave a name; banners stay as written', async () => {
    const english = { headers: { 'accept-language': 'en-US' } };
    const en = (await cast.visitor.call(api.mediaHome, { id: HOME_PAGE_ID }, english)).data;
    expect(en.categories.map((c: { name: string }) => c.name)).toEqual(['Home', 'Latest', 'Popular', 'Travel', 'Music', 'Food', 'Documentary']);
    expect(en.navs.map((n: { name: string }) => n.name)).toEqual(['Tags', 'Actresses', 'Rankings', 'Latest', 'Travel', 'Music', 'Sweet', 'Groups']);
    const zh = (await cast.visitor.call(api.mediaHome, { id: HOME_PAGE_ID })).data;
    // Each language cached apart; the banners' titles are the operator's content, the same in both.
    expect(zh.categories[0].name).toBe('首页');
    expect(zh.navs[0].name).toBe('标签');
    expect(en.banners.map((b: { name: string }) => b.name)).toEqual(zh.banners.map((b: { name: string }) => b.name));
  });

  it('answers an unknown category with not found, bad input with 400', async () => {
    expect((await cast.visitor.call(api.mediaHome, { id: 1 })).envelope.code).toBe(Code.notFound);
    for (const body of [{ id: 'home' }, { id: 0 }, { id: HOME_PAGE_ID, x: 1 }]) {
      expect((await cast.visitor.raw(api.mediaHome, body)).status).toBe(400);
    }
  });
});
