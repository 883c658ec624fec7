import { Code, api } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema/index.ts';
import { createHarness, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let visitor: TestClient;
let guest: TestClient;
let member: TestClient;
let other: TestClient;

beforeAll(async () => {
  h = await createHarness({ seedVideos: 200 });
  visitor = await h.visitor();
  guest = await h.guest();
  member = await h.registered('engage_member');
  other = await h.registered('engage_other');
});
afterAll(() => h.close());

describe('search', () => {
  const titles = async () => (await visitor.call(api.mediaRank, { type: 'new', pageSize: 50 })).data.list.map((m: { title: string }) => m.title);

  it('finds one-, two- and longer Chinese substrings, with exact results', async () => {
    const title: string = (await titles())[0];
    for (const term of [title.slice(0, 1), title.slice(1, 3), title.slice(0, 4)]) {
      const res = await guest.call(api.searchMedia, { keyword: term, pageSize: 50 });
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
      last = (await visitor.call(api.searchMedia, { keyword: term, page, pageSize: 50 })).data;
      seen += last.list.length;
      page++;
    } while (last.hasMore);
    expect(seen).toBe(last.total);
  });

  it('a short term gives exactly the videos whose titles contain it, in order, page after page', async () => {
    const all = await h.deps.db.select({ id: media.id, title: media.title, views: media.views }).from(media);
    const title: string = (await titles())[3];
    for (const term of [title.slice(0, 1), title.slice(1, 3), title.slice(-2)]) {
      const expected = all
        .filter((m) => m.title.toLowerCase().includes(term))
        .sort((a, b) => b.views - a.views || b.id - a.id)
        .map((m) => m.id);
      const got: number[] = [];
      for (let page = 1; got.length < expected.length && page < 20; page++) {
        got.push(...(await visitor.call(api.searchMedia, { keyword: term, sort: 'hot', page, pageSize: 7 })).data.list.map((m: { id: number }) => m.id));
      }
      expect(got, term).toEqual(expected);
    }
  });

  it.each(['hot', 'new', 'collect'] as const)('sorts by %s', async (sort) => {
    const res = await visitor.call(api.searchMedia, { keyword: '的', sort, pageSize: 30 });
    const key = ({ hot: 'views', new: 'publishedAt', collect: 'collects' } as const)[sort];
    const values = res.data.list.map((m) => (key === 'publishedAt' ? Date.parse(m[key]) : m[key]));
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
  });

  it('treats wildcards literally and answers no match with an empty page', async () => {
    for (const keyword of ['%', '_', '\\', '龘', '没有这个标题的词']) {
      const res = await visitor.call(api.searchMedia, { keyword });
      expect(res.data, keyword).toMatchObject({ list: [], total: 0, hasMore: false });
    }
  });

  it('searches actresses and tags, suggests while typing', async () => {
    const actress = (await visitor.call(api.actressDetail, { id: 1 })).data;
    const found = await visitor.call(api.searchActress, { keyword: actress.name.slice(0, 2) });
    expect(found.data.list.map((a: { id: number }) => a.id)).toContain(1);
    const tag = await visitor.call(api.searchTag, { keyword: '旅' });
    expect(tag.data.list.map((t: { name: string }) => t.name)).toContain('旅行');
    const suggestions = await visitor.call(api.searchSuggest, { keyword: '海' });
    expect(suggestions.data.length).toBeGreaterThan(0);
    expect(suggestions.data.every((s: string) => s.includes('海'))).toBe(true);
  });

  it.each([[{ keyword: '' }], [{ keyword: '   ' }], [{ keyword: 'x'.repeat(51) }], [{ keyword: 5 }], [{}], [{ keyword: '海', sort: 'random' }]])('refuses %j', async (body) => {
    expect((await visitor.raw(api.searchMedia, body)).status).toBe(400);
  });

  it('gives hot terms in batches of ten that wrap around', async () => {
    const first = (await visitor.call(api.hotsearchList, {})).data;
    expect(first).toHaveLength(10);
    const second = (await visitor.call(api.hotsearchChangeOne, { batch: 1 })).data;
    expect(second).toHaveLength(10);
    expect(second[0].keyword).not.toBe(first[0].keyword);
    expect((await visitor.call(api.hotsearchChangeOne, { batch: 3 })).data).toEqual(first);
  });
});

describe('collections', () => {
  it('adds and removes idempotently, moving the count once', async () => {
    const before = (await visitor.call(api.mediaDetail, { id: 3 })).data.collects;
    const add = await member.call(api.collectAdd, { contentType: 2, id: 3 });
    expect(add.data).toEqual({ collected: true, collects: before + 1 });
    expect((await member.call(api.collectAdd, { contentType: 2, id: 3 })).data.collects).toBe(before + 1);
    expect((await member.call(api.mediaState, { id: 3 })).data).toMatchObject({ collected: true, collects: before + 1 });
    // Another user's state is their own.
    expect((await visitor.call(api.mediaState, { id: 3 })).data.collected).toBe(false);
    const del = await member.call(api.collectDel, { contentType: 2, id: 3 });
    expect(del.data).toEqual({ collected: false, collects: before });
    expect((await member.call(api.collectDel, { contentType: 2, id: 3 })).data.collects).toBe(before);
  });

  it('lists only the caller\'s own videos and actresses, newest first', async () => {
    await member.call(api.collectAdd, { contentType: 2, id: 10 });
    await member.call(api.collectAdd, { contentType: 2, id: 11 });
    await member.call(api.collectAdd, { contentType: 8, id: 2 });
    await other.call(api.collectAdd, { contentType: 2, id: 12 });
    const mine = (await member.call(api.collectList, { contentType: 2 })).data;
    expect(mine.actresses).toBeNull();
    expect(mine.media!.list.map((m: { id: number }) => m.id)).toEqual([11, 10]);
    const actresses = (await member.call(api.collectList, { contentType: 8 })).data;
    expect(actresses.actresses!.list.map((a: { id: number }) => a.id)).toEqual([2]);
    expect((await member.call(api.actressState, { id: 2 })).data.collected).toBe(true);
    expect((await other.call(api.actressState, { id: 2 })).data.collected).toBe(false);
    const theirs = (await other.call(api.collectList, { contentType: 2 })).data;
    expect(theirs.media!.list.map((m: { id: number }) => m.id)).toEqual([12]);
  });

  it('lets a guest collect, refuses a visitor, unknown items and bad input', async () => {
    expect((await guest.call(api.collectAdd, { contentType: 8, id: 1 })).envelope.code).toBe(Code.ok);
    expect((await visitor.call(api.collectAdd, { contentType: 2, id: 1 })).envelope.code).toBe(Code.loginExpired);
    expect((await visitor.call(api.collectList, { contentType: 2 })).envelope.code).toBe(Code.loginExpired);
    expect((await member.call(api.collectAdd, { contentType: 2, id: 99_999 })).envelope.code).toBe(Code.notFound);
    for (const body of [{ contentType: 3, id: 1 }, { contentType: 2 }, { contentType: 2, id: 1, userId: 5 }]) {
      expect((await member.raw(api.collectAdd, body)).status).toBe(400);
    }
  });
});

describe('comments', () => {
  it('lets a registered user comment and reply; text stays text', async () => {
    const before = (await visitor.call(api.mediaDetail, { id: 20 })).data.comments;
    const added = await member.call(api.commentAdd, { mediaId: 20, content: '  <script>alert(1)</script> 好看  ' });
    expect(added.envelope.code).toBe(Code.ok);
    expect(added.data).toMatchObject({ content: '<script>alert(1)</script> 好看', parentId: null, user: { nickname: 'engage_member' } });
    const reply = await other.call(api.commentAdd, { mediaId: 20, parentId: added.data.id, content: '同意' });
    expect(reply.data.parentId).toBe(added.data.id);
    const list = (await visitor.call(api.commentList, { mediaId: 20 })).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: added.data.id, replies: 1 });
    // Cached detail may lag by up to 30 s; read the count from the database instead.
    const { media } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await h.database.db.select({ comments: media.comments }).from(media).where(eq(media.id, 20));
    expect(row.comments).toBe(before + 2);
    expect((await visitor.call(api.commentHot, { mediaId: 20 })).data).toEqual([]);
  });

  it('refuses guests, visitors, replies to another video\'s comment, and bad content', async () => {
    expect((await guest.call(api.commentAdd, { mediaId: 20, content: '游客' })).envelope.code).toBe(Code.needRegistered);
    expect((await visitor.call(api.commentAdd, { mediaId: 20, content: '访客' })).envelope.code).toBe(Code.loginExpired);
    const root = await member.call(api.commentAdd, { mediaId: 21, content: '第一条' });
    expect((await member.call(api.commentAdd, { mediaId: 22, parentId: root.data.id, content: '错位回复' })).envelope.code).toBe(Code.notFound);
    expect((await member.call(api.commentAdd, { mediaId: 99_999, content: '不存在' })).envelope.code).toBe(Code.notFound);
    for (const content of ['', '   ', 'x'.repeat(501)]) {
      const res = await member.call(api.commentAdd, { mediaId: 20, content });
      expect(res.status).toBe(400);
    }
  });
});
