import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';
import { communityShape, seedCommunity } from './community.ts';

describe('the community seed', () => {
  let h: Harness;
  // What the demo seed made before the community seed (its groups' members write a few posts): the counts below are
  // the community seed's own.
  const before = { posts: 0, comments: 0, lastPost: 0, lastComment: 0 };
  const one = async (query: ReturnType<typeof sql>) => Number(((await h.deps.db.execute(query)) as { rows: { n: number | string }[] }).rows[0].n);
  beforeAll(async () => {
    h = await createHarness({ seedVideos: 40 });
    before.posts = await one(sql`SELECT count(*) AS n FROM posts`);
    before.comments = await one(sql`SELECT count(*) AS n FROM comments`);
    before.lastPost = await one(sql`SELECT coalesce(max(id), 0) AS n FROM posts`);
    before.lastComment = await one(sql`SELECT coalesce(max(id), 0) AS n FROM comments`);
    await seedCommunity(h.deps.db, communityShape(40));
  });
  afterAll(() => h.close());

  it('is in proportion to the videos: a post and ten comments each, a user for every five (at least 20)', async () => {
    expect(communityShape(1_000_000)).toMatchObject({ posts: 1_000_000, comments: 10_000_000, users: 200_000 });
    expect(communityShape(40, { posts: 3, comments: 7 })).toMatchObject({ posts: 3, comments: 7, users: 20 });
    expect(await one(sql`SELECT count(*) AS n FROM users WHERE account LIKE 'seed-%'`)).toBe(20);
    expect(await one(sql`SELECT count(*) AS n FROM posts`)).toBe(before.posts + 40);
    expect(await one(sql`SELECT count(*) AS n FROM comments`)).toBe(before.comments + 400);
    expect(await one(sql`SELECT count(*) AS n FROM comments WHERE root_id IS NOT NULL`)).toBe(160);
  });

  it('writes threads and counts as the app keeps them', async () => {
    // Every reply is on its root's video, after the comment it answers; a root counts its visible replies; a
    // video counts its visible comments.
    expect(await one(sql`SELECT count(*) AS n FROM comments c JOIN comments r ON r.id = c.root_id WHERE c.item_id <> r.item_id OR c.media_id <> r.media_id OR r.root_id IS NOT NULL`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM comments c JOIN comments p ON p.id = c.parent_id WHERE c.created_at < p.created_at OR p.root_id IS DISTINCT FROM c.root_id AND p.id <> c.root_id`)).toBe(0);
    expect(
      await one(sql`SELECT count(*) AS n FROM comments r WHERE r.root_id IS NULL AND r.replies <> (SELECT count(*) FROM comments c WHERE c.root_id = r.id AND c.deleted_at IS NULL)`),
    ).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM media m WHERE m.comments <> (SELECT count(*) FROM comments c WHERE c.media_id = m.id AND c.deleted_at IS NULL)`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM comments WHERE content_type <> 2 OR item_id <> media_id OR created_at > now()`)).toBe(0);
  });

  it('makes posts of every state with tags, prices and pictures, and new rows continue after the seeded ids', async () => {
    expect(await one(sql`SELECT count(*) AS n FROM posts WHERE status NOT IN (0, 1, 2) OR (status = 0) <> (reviewed_at IS NULL) OR (status = 2) <> (reject_reason IS NOT NULL)`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM posts WHERE status = 1`)).toBeGreaterThan(30);
    expect(await one(sql`SELECT count(*) AS n FROM posts WHERE price < 0 OR cardinality(images) > 9 OR char_length(text) < 5`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM (SELECT post_id FROM post_tag_links GROUP BY post_id HAVING count(*) BETWEEN 1 AND 3) t WHERE post_id > ${before.lastPost}`)).toBe(40);
    const [post] = ((await h.deps.db.execute(sql`INSERT INTO posts (user_id, text) SELECT min(id), 'hello there' FROM users RETURNING id`)) as { rows: { id: number }[] }).rows;
    expect(post.id).toBe(before.lastPost + 41);
    const [comment] = ((await h.deps.db.execute(sql`INSERT INTO comments (item_id, media_id, user_id, content) SELECT 1, 1, min(id), 'hi' FROM users RETURNING id`)) as { rows: { id: number }[] }).rows;
    expect(comment.id).toBe(before.lastComment + 401);
  });
});
