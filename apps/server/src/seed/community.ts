/**
 * The community beside a catalogue: users, posts and video comments in proportion to the videos (by default one
 * post and ten comments per video, decision 0047). Every table is filled by a few set-based statements
 * (INSERT … SELECT over generate_series), so ten million comments take minutes on PostgreSQL, not hours; the same
 * code fills a small database on PGlite. Not part of the demo seed: `npm run seed -- --community` asks for it.
 *
 * Shape of what it writes (the figures the benchmark's queries depend on):
 * - users: one per 5 videos (20 to 200,000), accounts `seed-<n>` without a password (authors only);
 * - comments: 60 % roots, 40 % replies. Half the roots fall evenly on every video, half on a heavy tail (video
 *   ids near the first get most: at a million videos the busiest has tens of thousands); replies pick their
 *   thread from a heavy tail too (most roots have none, a few hundreds), a third of them answer the previous
 *   reply of their thread rather than the root; 1 % are deleted; supports are heavy-tailed; the most supported
 *   root of the ten busiest videos is pinned. Each root's `replies` and each video's `comments` are the counts
 *   the app keeps (visible replies, visible comments);
 * - posts: 94 % approved (approval times spread over the past year, so the hot tab's week holds about 2 %),
 *   4 % pending, 2 % rejected with a reason; 10 % priced; 60 % with 1–9 pictures; 1–3 of the post tags each.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { POOLS } from './factories.ts';
import * as W from './words.ts';

export interface CommunityShape {
  posts: number;
  comments: number;
  users: number;
  seed: number;
}

/** The default community of a catalogue of `videos`; `posts` and `comments` override the proportions. */
export function communityShape(videos: number, options: { posts?: number; comments?: number; seed?: number } = {}): CommunityShape {
  return {
    posts: options.posts ?? videos,
    comments: options.comments ?? videos * 10,
    users: Math.max(20, Math.min(200_000, Math.ceil(videos / 5))),
    seed: options.seed ?? 20261123,
  };
}

const ROOT_SHARE = 0.6;
export const SEED_ACCOUNT_PREFIX = 'seed-';

/** A whole number written into the statement (generate_series and friends need no parameter typing then). */
const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
};
/** One of `words` at random (our own constant lists, quoted as SQL literals). */
const pickFrom = (words: readonly string[]) =>
  sql.raw(`(ARRAY[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[])[1 + floor(random() * ${words.length})::int]`);
const coverPath = sql.raw(`'demo/covers/' || lpad((1 + floor(random() * ${POOLS.covers}))::text, 2, '0') || '.webp'`);
const avatarPath = (n: SQL) => sql`'demo/avatars/' || lpad((1 + (${n} % ${int(POOLS.avatars)}))::text, 2, '0') || '.webp'`;

type Log = (message: string) => void;

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

async function scalar(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ v: string | number | null }>(db, query);
  return Number(row?.v ?? 0);
}

/**
 * Fills users, posts (with tags) and comments on the videos already in the database (their ids must run from
 * the lowest to the highest without gaps, as the catalogue seed makes them). One transaction (a savepoint inside
 * the caller's): its planning tables are dropped at its end, and a failure leaves nothing.
 */
export function seedCommunity(db: Db, shape: CommunityShape, log: Log = () => {}) {
  return db.transaction((tx) => fill(tx as unknown as Db, shape, log));
}

async function fill(db: Db, shape: CommunityShape, log: Log) {
  const started = Date.now();
  const firstVideo = await scalar(db, sql`SELECT min(id) AS v FROM media`);
  const videos = await scalar(db, sql`SELECT count(*) AS v FROM media`);
  if (videos === 0) throw new Error('seed the catalogue first: comments go on videos');
  if ((await scalar(db, sql`SELECT max(id) AS v FROM media`)) - firstVideo + 1 !== videos) throw new Error('video ids have gaps');
  const tagIds = (await rowsOf<{ id: number }>(db, sql`SELECT id FROM post_tags ORDER BY sort, id`)).map((r) => Number(r.id));
  // Sorts and hashes of millions of rows: give this transaction room (PostgreSQL's default is 4 MB).
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  await db.execute(sql`SELECT setseed(${int(shape.seed % 1000)}::float8 / 1000)`);

  // Users, with explicit ids after the existing ones (so rows below can name them by arithmetic).
  const userBase = await scalar(db, sql`SELECT coalesce(max(id), 0) AS v FROM users`);
  const U = shape.users;
  await db.execute(sql`
    INSERT INTO users (id, account, nickname, avatar, created_at, updated_at)
    SELECT ${int(userBase)} + g, ${SEED_ACCOUNT_PREFIX} || g,
           ${pickFrom(W.MOODS)} || ${pickFrom(W.SUBJECTS)} || (g % 10000)::text, ${avatarPath(sql`g`)},
           now() - random() * interval '400 days', now()
    FROM generate_series(1, ${int(U)}) g`);
  const user = (seq: SQL) => sql`${int(userBase)} + ${seq}`;
  const randomUser = user(sql`1 + floor(random() * ${int(U)})::int`);
  log(`seed: ${U} users`);

  // Posts.
  const P = shape.posts;
  const postBase = await scalar(db, sql`SELECT coalesce(max(id), 0) AS v FROM posts`);
  if (P > 0) {
    await db.execute(sql`
      INSERT INTO posts (id, user_id, text, images, price, status, reject_reason, views, supports, comments, created_at, reviewed_at)
      SELECT ${int(postBase)} + s.g, ${randomUser},
             array_to_string(ARRAY(
               SELECT ${pickFrom(W.TIMES)} || '在' || ${pickFrom(W.CITIES)} || ${pickFrom(W.PLACES)} || ${pickFrom(W.ACTIVITIES)} || '，' || ${pickFrom(W.MOODS)} || '的' || ${pickFrom(W.SUBJECTS)} || '。'
               FROM generate_series(1, s.sentences)), ''),
             ARRAY(SELECT ${coverPath} FROM generate_series(1, s.pictures)),
             CASE WHEN s.r_price < 0.1 THEN 10 * (1 + floor(s.r_price * 200)::int) ELSE 0 END,
             s.status,
             CASE WHEN s.status = 2 THEN '图片与内容不符' END,
             s.views, floor(s.views * s.r_support * 0.08)::int, 0,
             s.created_at,
             CASE WHEN s.status = 0 THEN NULL ELSE least(now(), s.created_at + s.r_review * interval '2 days') END
      FROM (
        SELECT g,
               1 + floor(random() * 6)::int AS sentences,
               CASE WHEN random() < 0.6 THEN 1 + floor(random() * 9)::int ELSE 0 END AS pictures,
               random() AS r_price, random() AS r_support, random() AS r_review,
               CASE WHEN random() < 0.94 THEN 1 WHEN random() < 0.67 THEN 0 ELSE 2 END AS status,
               floor(power(random(), 4) * 50000)::int AS views,
               now() - random() * interval '365 days' AS created_at
        FROM generate_series(1, ${int(P)}) g
      ) s`);
    // 1–3 distinct tags each: a start and a step coprime with the number of tags.
    if (tagIds.length > 0) {
      const step = tagIds.length % 3 === 0 ? 1 : 3;
      await db.execute(sql`
        INSERT INTO post_tag_links (post_id, tag_id)
        SELECT p.id, (${sql.raw(`ARRAY[${tagIds.join(',')}]::int[]`)})[1 + ((p.start + k * ${int(step)}) % ${int(tagIds.length)})]
        FROM (SELECT id, floor(random() * ${int(tagIds.length)})::int AS start, floor(random() * 3)::int AS extra
              FROM posts WHERE id > ${int(postBase)}) p,
             generate_series(0, least(p.extra, ${int(tagIds.length - 1)})) k`);
    }
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('posts', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM posts), false)`);
    log(`seed: ${P} posts`);
  }

  // Comments: plan the replies first (their thread, order, deletion), so each root is written once with its
  // reply count and nothing is updated afterwards (updates of millions of rows would double the table).
  const C = shape.comments;
  const R = Math.max(1, Math.round(C * ROOT_SHARE));
  const Rp = Math.max(0, C - R);
  const commentBase = await scalar(db, sql`SELECT coalesce(max(id), 0) AS v FROM comments`);
  if (C > 0) {
    await db.execute(sql`
      CREATE TEMP TABLE seed_replies ON COMMIT DROP AS
      SELECT n, root_n, user_n, frac, deleted,
             lag(n) OVER w AS prev_n, lag(user_n) OVER w AS prev_user
      FROM (SELECT g AS n, 1 + floor(${int(R)} * power(random(), 2))::int AS root_n, 1 + floor(random() * ${int(U)})::int AS user_n,
                   random() AS frac, random() < 0.01 AS deleted
            FROM generate_series(1, ${int(Rp)}) g) plan
      WINDOW w AS (PARTITION BY root_n ORDER BY frac, n)`);
    await db.execute(sql`
      CREATE TEMP TABLE seed_threads ON COMMIT DROP AS
      SELECT root_n, count(*) FILTER (WHERE NOT deleted)::int AS replies FROM seed_replies GROUP BY root_n`);
    const commentText = sql`${pickFrom(W.DANMAKU_LINES)} || CASE WHEN random() < 0.5 THEN '，' || ${pickFrom(W.MOODS)} || '的' || ${pickFrom(W.SUBJECTS)} ELSE '' END`;
    await db.execute(sql`
      INSERT INTO comments (id, content_type, item_id, media_id, user_id, content, supports, opposes, replies, deleted_at, created_at)
      SELECT ${int(commentBase)} + r.g, 2, r.media_id, r.media_id, ${randomUser}, ${commentText},
             floor(power(random(), 8) * 5000)::int, floor(power(random(), 10) * 200)::int,
             coalesce(t.replies, 0),
             CASE WHEN random() < 0.01 THEN now() END,
             r.created_at
      FROM (SELECT g, m.id AS media_id, m.published_at + random() * (now() - m.published_at) AS created_at
            FROM (SELECT g, ${int(firstVideo)} + CASE WHEN random() < 0.5 THEN floor(random() * ${int(videos)})
                                                   ELSE floor(${int(videos)} * power(random(), 3)) END::int AS media_id
                  FROM generate_series(1, ${int(R)}) g) pick
            JOIN media m ON m.id = pick.media_id) r
      LEFT JOIN seed_threads t ON t.root_n = r.g`);
    log(`seed: ${R} root comments`);
    if (Rp > 0) {
      // A third of the replies answer the reply before them in their thread; the rest answer the root.
      const replyBase = commentBase + R;
      await db.execute(sql`
        INSERT INTO comments (id, content_type, item_id, media_id, user_id, parent_id, root_id, reply_to_user_id, content, supports, opposes, deleted_at, created_at)
        SELECT ${int(replyBase)} + s.n, root.content_type, root.item_id, root.media_id, ${user(sql`s.user_n`)},
               CASE WHEN answers_reply THEN ${int(replyBase)} + s.prev_n ELSE root.id END, root.id,
               CASE WHEN answers_reply THEN ${user(sql`s.prev_user`)} END,
               ${commentText}, floor(power(random(), 10) * 500)::int, 0,
               CASE WHEN s.deleted THEN now() END,
               root.created_at + s.frac * (now() - root.created_at)
        FROM (SELECT *, prev_n IS NOT NULL AND n % 3 = 0 AS answers_reply FROM seed_replies) s
        JOIN comments root ON root.id = ${int(commentBase)} + s.root_n`);
      log(`seed: ${Rp} replies`);
    }
    // The most supported root of each of the ten busiest videos is pinned (pinned comments lead the lists).
    await db.execute(sql`
      UPDATE comments SET pinned = true WHERE id IN (
        SELECT DISTINCT ON (media_id) id FROM comments
        WHERE root_id IS NULL AND deleted_at IS NULL AND id > ${int(commentBase)}
          AND media_id BETWEEN ${int(firstVideo)} AND ${int(firstVideo + 9)}
        ORDER BY media_id, supports DESC, id DESC)`);
    await db.execute(sql`
      UPDATE media m SET comments = m.comments + c.n
      FROM (SELECT media_id, count(*)::int AS n FROM comments WHERE id > ${int(commentBase)} AND deleted_at IS NULL GROUP BY media_id) c
      WHERE m.id = c.media_id`);
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('comments', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM comments), false)`);
    await db.execute(sql`DROP TABLE seed_replies, seed_threads`);
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM users), false)`);
  await db.execute(sql`ANALYZE users, posts, post_tag_links, comments, media`);
  log(`seed: community of ${U} users, ${P} posts, ${C} comments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
