/**
 * Operators' topics show listed videos only (decision 0070): a video its author made unlisted or private leaves the
 * topic's page, its total and the home page's blocks (which stay full when the topic has more), and comes back
 * when made public again. The video becomes a creator's work here as approve-work leaves it, then
 * works/modify/show changes who sees it, as its author would.
 */
import { api, Code, ContentType } from '@md/contract';
import { asc, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, topicItems, users, works } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('topicshow', { seedVideos: 120 });
/** Items a home-page block shows (topic/service.ts). */
const BLOCK_ITEMS = 12;

/** The first video block of the home page. */
async function firstVideoBlock() {
  const home = await cast.visitor.call(api.mediaHome, {});
  expect(home.envelope.code).toBe(Code.ok);
  const block = home.data.topics.find((t) => t.contentType === ContentType.media && t.media.length > 0);
  if (!block) throw new Error('the demo home page has no video block');
  return { block };
}

describe('topics and home blocks', () => {
  it('leave out a video made unlisted or private, keep totals right, and show it again once public', async () => {
    const { block } = await firstVideoBlock();
    const target = block.media[0].id;
    const db = cast.h.deps.db;
    // More videos at the topic's end than a block shows, so a hidden one must be replaced by the next.
    const held = await db.select({ itemId: topicItems.itemId, sort: topicItems.sort }).from(topicItems).where(eq(topicItems.topicId, block.id));
    const others = await db.select({ id: media.id }).from(media).where(notInArray(media.id, held.map((h) => h.itemId))).orderBy(asc(media.id)).limit(BLOCK_ITEMS + 2);
    const lastSort = Math.max(...held.map((h) => h.sort));
    await db.insert(topicItems).values(others.map((o, i) => ({ topicId: block.id, itemId: o.id, sort: lastSort + 1 + i })));
    const size = held.length + others.length;

    // The video becomes the member's published work; a (still public) choice forgets the cached answers.
    const [{ userId }] = await db.select({ userId: users.id }).from(users).where(eq(users.account, 'topicshow_member'));
    const [work] = await db.insert(works).values({ uploadId: 'topicshow'.padEnd(32, '0'), userId, title: 'Topic work', state: 'published', mediaId: target, bytes: 1, duration: 2 }).returning();
    await db.update(media).set({ authorId: userId }).where(eq(media.id, target));
    expect((await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'public' })).envelope.code).toBe(Code.ok);

    /** Every video of the topic, page after page, and the total the pages give. */
    const topicIds = async (sort?: 'hot') => {
      const list: { id: number }[] = [];
      for (let page = 1; ; page++) {
        const res = await cast.guest.call(api.topicDetail, { id: block.id, sort, page, pageSize: 50 });
        expect(res.envelope.code).toBe(Code.ok);
        list.push(...res.data.media.list);
        if (!res.data.media.hasMore) return { list, total: res.data.media.total };
      }
    };
    const blockOf = async () => (await cast.guest.call(api.mediaHome, {})).data.topics.find((t) => t.id === block.id)!;
    const before = await topicIds();
    expect(before.list.map((m) => m.id)).toContain(target);
    expect(before.total).toBe(size);
    const fullBlock = (await blockOf()).media.map((m) => m.id);
    expect(fullBlock).toHaveLength(BLOCK_ITEMS);
    expect(fullBlock[0]).toBe(target);

    for (const visibility of ['private', 'unlisted'] as const) {
      expect((await cast.member.call(api.worksModifyShow, { id: work.id, visibility })).envelope.code).toBe(Code.ok);
      const page = await topicIds();
      expect(page.list.map((m) => m.id)).not.toContain(target);
      expect(page.total).toBe(size - 1);
      const sorted = await topicIds('hot');
      expect(sorted.list.map((m) => m.id)).not.toContain(target);
      expect(sorted.list.length).toBe(size - 1);
      expect(page.list.length).toBe(size - 1);
      const shown = await blockOf();
      expect(shown.media.map((m) => m.id)).not.toContain(target);
      // The block is filled from the next items, not left with a gap.
      expect(shown.media.map((m) => m.id)).toEqual(before.list.slice(1, BLOCK_ITEMS + 1).map((m) => m.id));
    }

    expect((await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'public' })).envelope.code).toBe(Code.ok);
    expect((await topicIds()).total).toBe(size);
    expect((await blockOf()).media.map((m) => m.id)).toEqual(fullBlock);
  });
});
