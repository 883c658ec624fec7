import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('detail', { seedVideos: 120 });

describe('topics', () => {
  it('gives a topic with its items in editor order, or sorted', async () => {
    const topic = await cast.visitor.call(api.topicDetail, { id: 1 });
    expect(api.topicDetail.response.safeParse(topic.data).success).toBe(true);
    expect(topic.data.media.list.length).toBeGreaterThan(0);
    const hot = await cast.visitor.call(api.topicDetail, { id: 1, sort: 'hot' });
    const views = hot.data.media.list.map((m: { views: number }) => m.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(new Set(hot.data.media.list.map((m: { id: number }) => m.id))).toEqual(new Set(topic.data.media.list.map((m: { id: number }) => m.id)));
    expect((await cast.visitor.call(api.topicDetail, { id: 9999 })).envelope.code).toBe(Code.notFound);
  });
});
