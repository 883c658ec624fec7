import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { media } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('engage', { seedVideos: 200 });

describe('search', () => {
  const titles = async () => (await cast.visitor.call(api.mediaRank, { type: 'new', pageSize: 50 })).data.list.map((m: { title: string }) => m.title);

  it('finds one-, two- and longer Chinese substrings, with exact results', async () => {
    const title: string = (await titles())[0];
    for (const term of [title.slice(0, 1), title.slice(1, 3), title.slice(0, 4)]) {
      const res = await cast.guest.call(api.searchMedia, { keyword: term, pageSize: 50 });
      expect(res.envelope.code, term).toBe(Code.ok);
      expect(res.data.total, term).toBeGreaterThan(0);
      for (const m of res.data.list) expect(m.title.toLowerCase()).toContain(term);
    }
  });

  it('reports the exact total for short terms', async () => {
    const term = '的';
    let seen = 0;
    let page = 1;
    let last;
    do {
      last = (await cast.visitor.call(api.searchMedia, { keyword: term, page, pageSize: 50 })).data;
      seen += last.list.length;
      page++;
    } while (last.hasMore);
    expect(seen).toBe(last.total);
  });

  it('a short term gives exactly the videos whose titles contain it, in order, page after page', async () => {
    const all = await cast.h.deps.db.select({ id: media.id, title: media.title, views: media.views }).from(media);
    const title: string = (await titles())[3];
    for (const term of [title.slice(0, 1), title.slice(1, 3), title.slice(-2)]) {
      const expected = all
        .filter((m) => m.title.toLowerCase().includes(term))
        .sort((a, b) => b.views - a.views || b.id - a.id)
        .map((m) => m.id);
      const got: number[] = [];
      for (let page = 1; got.length < expected.length && page < 20; page++) {
        got.push(...(await cast.visitor.call(api.searchMedia, { keyword: term, sort: 'hot', page, pageSize: 7 })).data.list.map((m: { id: number }) => m.id));
      }
      expect(got, term).toEqual(expected);
    }
  });

  it.each(['hot', 'new', 'collect'] as const)('sorts by %s', async (sort) => {
    const res = await cast.visitor.call(api.searchMedia, { keyword: '的', sort, pageSize: 30 });
    const key = ({ hot: 'views', new: 'publishedAt', collect: 'collects' } as const)[sort];
    const values = res.data.list.map((m) => (key === 'publishedAt' ? Date.parse(m[key]) : m[key]));
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
  });

  it('treats wildcards literally and answers no match with an empty page', async () => {
    for (const keyword of ['%', '_', '\\', '龘', '没有这个标题的词']) {
      const res = await cast.visitor.call(api.searchMedia, { keyword });
      expect(res.data, keyword).toMatchObject({ list: [], total: 0, hasMore: false });
    }
  });

  it('searches actresses and tags, suggests while typing', async () => {
    const actress = (await cast.visitor.call(api.actressDetail, { id: 1 })).data;
    const found = await cast.visitor.call(api.searchActress, { keyword: actress.name.slice(0, 2) });
    expect(found.data.list.map((a: { id: number }) => a.id)).toContain(1);
    const tag = await cast.visitor.call(api.searchTag, { keyword: '旅' });
    expect(tag.data.list.map((t: { name: string }) => t.name)).toContain('旅行');
    const suggestions = await cast.visitor.call(api.searchSuggest, { keyword: '海' });
    expect(suggestions.data.length).toBeGreaterThan(0);
    expect(suggestions.data.every((s: string) => s.includes('海'))).toBe(true);
  });

  it.each([[{ keyword: '' }], [{ keyword: '   ' }], [{ keyword: 'x'.repeat(51) }], [{ keyword: 5 }], [{}], [{ keyword: '海', sort: 'random' }]])('refuses %j', async (body) => {
    expect((await cast.visitor.raw(api.searchMedia, body)).status).toBe(400);
  });

  it('gives hot terms in batches of ten that wrap around', async () => {
    const first = (await cast.visitor.call(api.hotsearchList, {})).data;
    expect(first).toHaveLength(10);
    const second = (await cast.visitor.call(api.hotsearchChangeOne, { batch: 1 })).data;
    expect(second).toHaveLength(10);
    expect(second[0].keyword).not.toBe(first[0].keyword);
    expect((await cast.visitor.call(api.hotsearchChangeOne, { batch: 3 })).data).toEqual(first);
  });
});
