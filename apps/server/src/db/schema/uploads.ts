import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every stored upload, for the per-user disk quota and the sweep of unclaimed files. An upload is claimed when
 * something keeps its path (an avatar, a cover) through the upload domain's service; unclaimed ones are deleted
 * after UPLOAD_UNCLAIMED_HOURS. userId is the uploader (no foreign key: this table belongs to the upload domain).
 */
export const uploads = pgTable(
  'uploads',
  {
    path: text('path').primaryKey(),
    userId: integer('user_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_unclaimed_idx').on(t.createdAt).where(sql`claimed_at is null`)],
);
