import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { homeCategories } from './site.ts';

export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    /** Folder name of the HLS clip under the video base URL. */
    clip: varchar('clip', { length: 32 }).notNull(),
    /** Playable in high definition by guests too. */
    free: boolean('free').notNull().default(false),
    categoryId: integer('category_id').references(() => homeCategories.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    supports: integer('supports').notNull().default(0),
    opposes: integer('opposes').notNull().default(0),
    collects: integer('collects').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 (hex) of the file an operator ingested this video from (decision 0063); null for other videos. */
    sourceSha256: varchar('source_sha256', { length: 64 }),
    /** The user whose published work this video is (decision 0066); null for the catalogue's own videos. */
    authorId: integer('author_id'),
    /** public (everywhere), unlisted (its page by link, no list or search) or private (nobody but its author); works/modify/show. */
    visibility: text('visibility').notNull().default('public'),
  },
  (t) => [
    uniqueIndex('media_source_sha256_idx').on(t.sourceSha256),
    index('media_author_idx').on(t.authorId, t.publishedAt.desc().nullsFirst()).where(sql`author_id is not null`),
    index('media_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('media_views_idx').on(t.views.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('media_collects_idx').on(t.collects.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('media_category_idx').on(t.categoryId, t.publishedAt.desc().nullsFirst()),
  ],
);

export const actresses = pgTable(
  'actresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 64 }).notNull(),
    avatar: text('avatar').notNull(),
    cover: text('cover').notNull(),
    bio: text('bio').notNull().default(''),
    height: smallint('height'),
    birthday: date('birthday'),
    views: integer('views').notNull().default(0),
    collects: integer('collects').notNull().default(0),
    mediaCount: integer('media_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('actresses_views_idx').on(t.views.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const mediaActresses = pgTable(
  'media_actresses',
  {
    mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
    actressId: integer('actress_id').notNull().references(() => actresses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.actressId] }), index('media_actresses_actress_idx').on(t.actressId)],
);

export const tagCategories = pgTable('tag_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 32 }).notNull(),
  /** 2: tags of videos, 8: tags of actresses. */
  contentType: smallint('content_type').notNull().default(2),
  sort: integer('sort').notNull().default(0),
});

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id').notNull().references(() => tagCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    cover: text('cover'),
    sort: integer('sort').notNull().default(0),
    mediaCount: integer('media_count').notNull().default(0),
    actressCount: integer('actress_count').notNull().default(0),
  },
  (t) => [index('tags_category_idx').on(t.categoryId, t.sort)],
);

export const mediaTags = pgTable(
  'media_tags',
  {
    mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.tagId] }), index('media_tags_tag_idx').on(t.tagId, t.mediaId)],
);

export const actressTags = pgTable(
  'actress_tags',
  {
    actressId: integer('actress_id').notNull().references(() => actresses.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.actressId, t.tagId] }), index('actress_tags_tag_idx').on(t.tagId)],
);

export const topics = pgTable('topics', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  categoryId: integer('category_id').references(() => homeCategories.id, { onDelete: 'set null' }),
  title: varchar('title', { length: 64 }).notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover'),
  displayType: smallint('display_type').notNull(),
  contentType: smallint('content_type').notNull().default(2),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const topicItems = pgTable(
  'topic_items',
  {
    topicId: integer('topic_id').notNull().references(() => topics.id, { onDelete: 'cascade' }),
    /** A media id when the topic's contentType is 2, an actress id when it is 8. */
    itemId: integer('item_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.itemId] }), index('topic_items_sort_idx').on(t.topicId, t.sort)],
);
