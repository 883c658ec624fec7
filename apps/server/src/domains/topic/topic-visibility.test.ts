/**
 * Operators' topics show listed videos only (decision 0070): a video its author made unlisted or private leaves the
 * topic's page, its total and the home page's blocks (which stay full when the topic has more), and comes back
 * when made public again. The video becomes a creator's work here as approve-work leaves it, then
 * works/modify/show changes who sees it, as its author would.
 */
import { api, Code, ContentType } from '@md/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, topicItems, users, works } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('topicshow', { seedVideos: 120 });
/** Items a home-page block shows (topic/service.ts). */
const BLOCK_ITEMS = 12;

/** The first video block of the home page with its topic's size. */
async function firstVideoBlock() {
  const home = await cast.visitor.call(api.mediaHome, {});
  expect(home.envelope.code).toBe(Code.ok);
  const block = home.data.topics.find((t) => t.contentType === ContentType.media && t.media.length > 0);
  if (!block) throw new Error('the demo home page has no video block');
  const items = await cast.h.deps.db.select({ itemId: topicItems.itemId }).from(topicItems).where(eq(topicItems.topicId, block.id));
  return { block, size: items.length };
}

describe('topics and home blocks', () => {
  it('leave out a video made unlisted or private, keep totals right, and show it again once public', async () => {
    const { block, size } = await firstVideoBlock();
    const target = block.media[0].id;
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

    // The video becomes the member's published work.
    const db = cast.h.deps.db;
    const [{ userId }] = await db.select({ userId: users.id }).from(users).where(eq(users.account, 'topicshow_member'));
    const [work] = await db.insert(works).values({ uploadId: 'topicshow'.padEnd(32, '0'), userId, title: 'Topic work', state: 'published', mediaId: target, bytes: 1, duration: 2 }).returning();
    await db.update(media).set({ authorId: userId }).where(eq(media.id, target));

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
      expect(shown.media.length).toBe(Math.min(BLOCK_ITEMS, size - 1));
    }

    expect((await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'public' })).envelope.code).toBe(Code.ok);
    expect((await topicIds()).total).toBe(size);
    expect((await blockOf()).media.map((m) => m.id)).toEqual(block.media.map((m) => m.id));
  });
});
