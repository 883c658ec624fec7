import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { postTags } from './posts.ts';
import { users } from './users.ts';

/**
 * A user's review (测评) of a video (`subjectType` 2) or an actress (8): one per user per subject. `status` as
 * posts: 0 pending (every new review), 1 approved, 2 rejected (with `rejectReason`); only approved reviews are seen
 * by anyone but the author, and only they count in a subject's average. `reviewedAt` is the operator's last decision.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subjectType: smallint('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    rating: smallint('rating').notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    text: text('text').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    views: integer('views').notNull().default(0),
    supports: integer('supports').notNull().default(0),
    opposes: integer('opposes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_one_per_subject').on(t.userId, t.subjectType, t.subjectId),
    index('reviews_feed_idx').on(t.status, t.reviewedAt.desc().nullsFirst(), t.id.desc()),
    index('reviews_subject_idx').on(t.subjectType, t.subjectId, t.status),
    index('reviews_author_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A review's tags: the post tags (decision 0049). */
export const reviewTagLinks = pgTable(
  'review_tag_links',
  {
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => postTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.tagId] }), index('review_tag_links_tag_idx').on(t.tagId)],
);

/** Support (1) or oppose (-1) of a review, one per user. */
export const reviewAttitudes = pgTable(
  'review_attitudes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    attitude: smallint('attitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reviewId] })],
);

/** Every operator action on a review (npm run ops): who, what, when. Kept when the review goes. */
export const reviewAudit = pgTable(
  'review_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    reason: text('reason'),
    operator: varchar('operator', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_audit_review_idx').on(t.reviewId)],
);
