import { api } from '@md/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { communityShape, seedCommunity } from '../../seed/community.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { postsTotal } from './totals.ts';

describe("the square's total", () => {
  let h: Harness;
  const approvedCount = async () => Number(((await h.deps.db.execute(sql`SELECT count(*)::int AS n FROM posts WHERE status = 1 AND kind = 'post'`)) as { rows: { n: number }[] }).rows[0].n);
  beforeAll(async () => {
    h = await createHarness({ seedVideos: 10 });
    await seedCommunity(h.deps.db, communityShape(10, { posts: 60, comments: 0 }));
    await h.deps.db.execute(sql`ANALYZE posts`);
  });
  afterAll(() => h.close());

  it('is exact below the cap, and the planner’s estimate (never below the cap) above it', async () => {
    const approved = and(eq(posts.status, 1), eq(posts.kind, 'post'))!;
    const exact = await approvedCount();
    expect(exact).toBeGreaterThan(40);
    expect(await postsTotal(h.deps.db, approved)).toBe(exact);
    const estimated = await postsTotal(h.deps.db, approved, 10);
    expect(estimated).toBeGreaterThanOrEqual(10);
    expect(Math.abs(estimated - exact)).toBeLessThanOrEqual(exact * 0.5);
    expect(await postsTotal(h.deps.db, and(approved, eq(posts.price, -1))!, 10)).toBe(0);
  });

  it('post/center answers the exact total of a small square', async () => {
    const visitor = await h.visitor();
    const page = await visitor.call(api.postCenter, { tab: 'latest', pageSize: 5 });
    expect(page.data).toMatchObject({ total: await approvedCount(), hasMore: true });
    expect(page.data.list).toHaveLength(5);
  });
});
