import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's feedback (feedback/add). `categoryId` is one of help-content.json's feedback categories (decision 0050);
 * pictures are upload paths claimed through the upload domain. `reply` is the operator's latest answer
 * (npm run ops -- feedback-reply), read by the author alone on feedback/mine.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    categoryId: smallint('category_id').notNull(),
    text: text('text').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    contact: varchar('contact', { length: 100 }),
    reply: text('reply'),
    repliedBy: varchar('replied_by', { length: 64 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.createdAt), index('feedback_open_idx').on(t.createdAt).where(sql`${t.repliedAt} is null`)],
);

/** Every operator action on a feedback (npm run ops): who, what, when. Kept when the feedback goes. */
export const feedbackAudit = pgTable(
  'feedback_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    feedbackId: integer('feedback_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    text: text('text'),
    operator: varchar('operator', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_audit_feedback_idx').on(t.feedbackId)],
);
