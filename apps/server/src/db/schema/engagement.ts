import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { media } from './catalogue.ts';
import { users } from './users.ts';

/** A user's collected videos (content type 2) and actresses (8). */
export const collections = pgTable(
  'collections',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    contentType: smallint('content_type').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentType, t.itemId] }), index('collections_list_idx').on(t.userId, t.contentType, t.createdAt.desc().nullsFirst())],
);

/** Support (1) or oppose (-1) of a video, one per user. */
export const mediaAttitudes = pgTable(
  'media_attitudes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
    attitude: smallint('attitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mediaId] })],
);

/**
 * Comments on any content (decision 0040): `contentType` and `itemId` name it; `mediaId` repeats a video's id so
 * its comments go with it. A reply has its thread's root and the comment it answers (`parentId`).
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contentType: smallint('content_type').notNull().default(2),
    itemId: integer('item_id').notNull(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    rootId: integer('root_id'),
    /** The author of the reply's target, when it answers a reply rather than the root. */
    replyToUserId: integer('reply_to_user_id'),
    content: text('content').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    supports: integer('supports').notNull().default(0),
    opposes: integer('opposes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by an operator (npm run ops -- hide-comment): out of every list but its author's, like a deleted one. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A content's visible roots in each list order. NULLS FIRST is what `ORDER BY … DESC` means, so the lists
    // read the index in order and stop at a page (with drizzle's default NULLS LAST they sorted every root), and the
    // predicate is the lists' own, so their total is an index-only count (decision 0047).
    // The trailing columns are what the lists' visibility test reads (deleted, hidden unless the viewer's own, a
    // placeholder with replies), so a list's total is still counted from this index alone, not from the rows.
    index('comments_roots_new_idx')
      .on(t.contentType, t.itemId, t.pinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.hiddenAt, t.userId, t.deletedAt, t.replies)
      .where(sql`${t.rootId} is null and (${t.deletedAt} is null or ${t.replies} > 0)`),
    index('comments_roots_hot_idx')
      .on(t.contentType, t.itemId, t.pinned.desc().nullsFirst(), t.supports.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.rootId} is null and (${t.deletedAt} is null or ${t.replies} > 0)`),
    index('comments_thread_idx').on(t.rootId, t.createdAt, t.id).where(sql`${t.rootId} is not null`),
    index('comments_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Support (1) or oppose (-1) of a comment, one per user. */
export const commentAttitudes = pgTable(
  'comment_attitudes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    attitude: smallint('attitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] })],
);

/** Words operators ban from user text (docs/operations.md): masked or refused, as configured. */
export const bannedWords = pgTable('banned_words', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  word: varchar('word', { length: 50 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const hotSearches = pgTable('hot_searches', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  keyword: varchar('keyword', { length: 50 }).notNull(),
  hot: integer('hot').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/**
 * Every one- and two-character piece of video titles with the number of videos containing it: the exact total
 * for short searches, and an instant empty answer for pieces no title has (trigram indexes cannot help there).
 */
export const searchGrams = pgTable('search_grams', {
  gram: varchar('gram', { length: 2 }).primaryKey(),
  mediaCount: integer('media_count').notNull(),
});

/**
 * The videos containing each rare one- or two-character piece (fewer than SEARCH_TOTAL_CAP videos), for which
 * walking a sort index would read a long way before finding a page; common pieces have no postings.
 */
export const searchGramPostings = pgTable(
  'search_gram_postings',
  {
    gram: varchar('gram', { length: 2 }).notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gram, t.mediaId] })],
);

/** Trigram index for substring search on titles (pg_trgm, on PGlite and PostgreSQL alike). */
