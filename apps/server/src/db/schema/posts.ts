import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
 * Images are upload paths claimed through the upload domain.
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
    comments: integer('comments').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('posts_square_idx').on(t.status, t.reviewedAt.desc().nullsFirst(), t.id.desc()),
    index('posts_author_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('posts_price_not_negative', sql`${t.price} >= 0`),
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
