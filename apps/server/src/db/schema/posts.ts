import { sql } from 'drizzle-orm';
import { check, index, integer, uniqueIndex, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The tags a post may carry (post/tags), in `sort` order. */
export const postTags = pgTable('post_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A user's post. `status`: 0 pending (every new post), 1 approved, 2 rejected (with `rejectReason`); only approved
 * posts are seen by anyone but the author. `reviewedAt` is the operator's last decision (the square's order).
 * Images are upload paths claimed through the upload domain. `kind` 'thread' is a discussion-board thread (never
 * priced); `pinnedAt` an operator's pin on /discuss; `lastReplyAt` the last comment, or the first approval (0044);
 * `mediaId` the video of a work posted with works/post (0069).
 */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    price: integer('price').notNull().default(0),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    views: integer('views').notNull().default(0),
    supports: integer('supports').notNull().default(0),
    opposes: integer('opposes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    kind: varchar('kind', { length: 8 }).notNull().default('post'),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    /** The catalogue video the post carries (works/post, decision 0069); no foreign key: the video is the catalogue's. */
    mediaId: integer('media_id'),
  },
  (t) => [
    // Both keys NULLS FIRST, as `ORDER BY … DESC` reads them: the square walks the index without a sort (0047).
    index('posts_square_idx').on(t.kind, t.status, t.reviewedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The hot tab ranks a week of posts by their counts: read from this index alone, not from 20,000 heap pages.
    index('posts_hot_idx').on(t.kind, t.status, t.reviewedAt, t.views, t.supports, t.comments, t.id),
    // /discuss: pinned first, then the last reply; and post/reviewrank's window of recent activity.
    index('posts_discuss_idx').on(t.kind, t.status, t.pinnedAt.desc().nullsLast(), t.lastReplyAt.desc().nullsLast(), t.id.desc()),
    index('posts_activity_idx').on(t.kind, t.status, t.lastReplyAt.desc().nullsLast()),
    check('posts_kind_known', sql`${t.kind} in ('post', 'thread')`),
    check('posts_thread_free', sql`${t.kind} = 'post' or ${t.price} = 0`),
    index('posts_author_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('posts_price_not_negative', sql`${t.price} >= 0`),
    // A post with a video is free (0069's follow-up); migration 0038 freed the ones priced before.
    check('posts_video_free', sql`${t.mediaId} is null or ${t.price} = 0`),
    // One pending post per video at a time: a double tap on works/post finds the first (decision 0069).
    uniqueIndex('posts_media_pending_idx').on(t.mediaId).where(sql`${t.mediaId} is not null and ${t.status} = 0`),
  ],
);

export const postTagLinks = pgTable(
  'post_tag_links',
  {
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => postTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('post_tag_links_tag_idx').on(t.tagId)],
);

/** The post tags a user follows (the square's 关注 tab). */
export const postTagFollows = pgTable(
  'post_tag_follows',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => postTags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] })],
);

/** Who paid for which priced post: one row each, written in the same transaction as the ledger entries. */
export const postPurchases = pgTable(
  'post_purchases',
  {
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** Every operator action on a post (npm run ops): who (the OS user or --by), what, when. Kept when the post goes. */
export const postAudit = pgTable(
  'post_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    reason: text('reason'),
    operator: varchar('operator', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_audit_post_idx').on(t.postId)],
);

/** A user's support (1) or opposition (-1) of a post (post/attitude); no row is no attitude. One per user and post. */
export const postAttitudes = pgTable(
  'post_attitudes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    attitude: smallint('attitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), check('post_attitudes_value', sql`${t.attitude} in (-1, 1)`)],
);
