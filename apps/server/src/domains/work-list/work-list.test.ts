import { Code, ContentType, WORK_LISTS_MAX, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { bannedWords } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import type { TestClient } from '../../test/harness.ts';

const cast = useCast('wlist', { seedVideos: 6 });
const collect = (c: TestClient, id: number) => c.call(api.collectAdd, { contentType: ContentType.media, id });
const create = async (c: TestClient, name: string) => (await c.call(api.worksCollectCreate, { name })).data;
const itemIds = async (c: TestClient, id: number) => (await c.call(api.worksCollectItems, { id })).data.items.list.map((m) => m.id);

describe('video lists (works/collect*, collect/toWorkList)', () => {
  it('creates a list, adds collected videos in order with a cover, reorders, removes, renames and deletes', async () => {
    const list = await create(cast.member, '  周末片单  ');
    expect(list).toMatchObject({ name: '周末片单', description: '', count: 0, cover: null });
    for (const id of [3, 1, 2]) await collect(cast.member, id);
    for (const id of [3, 1, 2]) expect((await cast.member.call(api.collectToWorkList, { listId: list.id, mediaId: id })).data.added).toBe(true);
    // Again: nothing changes.
    const again = (await cast.member.call(api.collectToWorkList, { listId: list.id, mediaId: 1 })).data;
    expect([again.added, again.list.count]).toEqual([false, 3]);
    expect(await itemIds(cast.member, list.id)).toEqual([3, 1, 2]);
    const first = (await cast.member.call(api.mediaDetail, { id: 3 })).data;
    expect((await cast.member.call(api.worksCollect, {})).data.list.find((l) => l.id === list.id)).toMatchObject({ count: 3, cover: first.cover });

    expect((await cast.member.call(api.worksCollectModify, { id: list.id, order: [2, 3, 1] })).data.list?.count).toBe(3);
    expect(await itemIds(cast.member, list.id)).toEqual([2, 3, 1]);
    const removed = (await cast.member.call(api.worksCollectModify, { id: list.id, remove: [3], name: '夜里看', description: '安静的' })).data.list!;
    expect(removed).toMatchObject({ name: '夜里看', description: '安静的', count: 2 });
    expect(await itemIds(cast.member, list.id)).toEqual([2, 1]);
    // An order that is not exactly the list's videos changes nothing.
    for (const order of [[2], [2, 1, 1], [2, 5]]) {
      const bad = await cast.member.raw(api.worksCollectModify, { id: list.id, order });
      expect([bad.status, bad.envelope.code], JSON.stringify(order)).toEqual([400, Code.badRequest]);
    }
    expect(await itemIds(cast.member, list.id)).toEqual([2, 1]);
    expect((await cast.member.call(api.worksCollectModify, { id: list.id, delete: true })).data.list).toBeNull();
    expect((await cast.member.call(api.worksCollectItems, { id: list.id })).envelope.code).toBe(Code.notFound);
  });

  it('takes only collected videos, and refuses bad input with the catalogue texts', async () => {
    const list = await create(cast.member, 'only collected');
    const notCollected = await cast.member.call(api.collectToWorkList, { listId: list.id, mediaId: 6 });
    expect([notCollected.envelope.code, notCollected.envelope.tip]).toEqual([Code.workListNotCollected, '只能把已收藏的视频加入合集']);
    const bad = [
      [api.worksCollectCreate, { name: '' }, '请输入合集名称'],
      [api.worksCollectCreate, { name: 'x'.repeat(31) }, '合集名称不能超过30个字'],
      [api.worksCollectCreate, { name: 'ok', description: 'y'.repeat(201) }, '合集简介不能超过200个字'],
      [api.worksCollectModify, { id: list.id }, null],
      [api.worksCollectModify, { id: list.id, delete: false }, null],
      [api.collectToWorkList, { listId: 'a', mediaId: 1 }, null],
      [api.worksCollectItems, { id: -1 }, null],
    ] as const;
    for (const [endpoint, body, tip] of bad) {
      const res = await cast.member.raw(endpoint, body);
      expect([res.status, res.envelope.code], `${endpoint.path} ${JSON.stringify(body)}`).toEqual([400, Code.badRequest]);
      if (tip) expect(res.envelope.tip).toBe(tip);
    }
    // Banned words are masked (the default mode), in the name and the description.
    await cast.h.deps.db.insert(bannedWords).values({ word: 'Forbidden' }).onConflictDoNothing();
    const masked = (await cast.member.call(api.worksCollectCreate, { name: 'my forbidden list', description: 'FORBIDDEN' })).data;
    expect([masked.name, masked.description]).toEqual(['my ＊＊＊＊＊＊＊＊＊ list', '＊＊＊＊＊＊＊＊＊']);
  });

  it('is private: another user (a guest is one too) and a visitor cannot read, change or add to it', async () => {
    const list = await create(cast.member, 'private');
    await collect(cast.member, 4);
    await cast.member.call(api.collectToWorkList, { listId: list.id, mediaId: 4 });
    await collect(cast.other, 4);
    for (const [endpoint, body] of [
      [api.worksCollectItems, { id: list.id }],
      [api.worksCollectModify, { id: list.id, name: 'mine now' }],
      [api.worksCollectModify, { id: list.id, delete: true }],
      [api.collectToWorkList, { listId: list.id, mediaId: 4 }],
    ] as const) {
      expect((await cast.other.call(endpoint, body)).envelope.code, endpoint.path).toBe(Code.notFound);
      expect((await cast.guest.call(endpoint, body)).envelope.code, endpoint.path).toBe(Code.notFound);
      expect((await cast.visitor.call(endpoint, body)).envelope.code, endpoint.path).toBe(Code.loginExpired);
    }
    expect((await cast.other.call(api.worksCollect, {})).data.list.some((l) => l.id === list.id)).toBe(false);
    expect(await itemIds(cast.member, list.id)).toEqual([4]);
    expect((await cast.member.call(api.worksCollectItems, { id: list.id })).data.list.name).toBe('private');
  });

  it(`stops at ${WORK_LISTS_MAX} lists, also when created at once`, async () => {
    const maker = await cast.h.registered('wlist_maker');
    const answers = await Promise.all(Array.from({ length: WORK_LISTS_MAX + 5 }, (_, i) => maker.call(api.worksCollectCreate, { name: `list ${i}` })));
    expect(answers.filter((a) => a.envelope.code === Code.ok)).toHaveLength(WORK_LISTS_MAX);
    expect(answers.filter((a) => a.envelope.code === Code.workListsFull)).toHaveLength(5);
    expect((await maker.call(api.worksCollect, {})).data.total).toBe(WORK_LISTS_MAX);
  });
});
