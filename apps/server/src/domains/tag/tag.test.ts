import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('detail', { seedVideos: 120 });

describe('tags', () => {
  it('gives categories with their tags, filtered by content type', async () => {
    const all = (await cast.visitor.call(api.tagCategories, {})).data;
    expect(all).toHaveLength(10);
    expect(all.reduce((n: number, c: { tags: unknown[] }) => n + c.tags.length, 0)).toBe(150);
    const videoOnly = (await cast.visitor.call(api.tagCategories, { contentType: 2 })).data;
    expect(videoOnly.every((c: { contentType: number }) => c.contentType === 2)).toBe(true);
  });

  it('pages a category and describes one tag', async () => {
    const page = await cast.visitor.call(api.tagList, { categoryId: 1, pageSize: 10 });
    expect(page.data).toMatchObject({ total: 15, hasMore: true });
    const tag = await cast.visitor.call(api.tagDetail, { id: 3 });
    expect(tag.data.category.id).toBe(1);
    expect((await cast.visitor.call(api.tagDetail, { id: 9999 })).envelope.code).toBe(Code.notFound);
  });
});
