import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    supports: integer('supports').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_media_idx').on(t.mediaId, t.createdAt.desc().nullsFirst()),
    index('comments_hot_idx').on(t.mediaId, t.supports.desc().nullsFirst()),
  ],
);

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
