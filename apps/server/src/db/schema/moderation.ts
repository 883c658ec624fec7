import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's report (举报) of a post or a comment (decision 0043). `status`: 0 open (in the operators' queue),
 * 1 dismissed, 2 acted on (the item was hidden or rejected). One open report per user and item.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'post' or 'comment'. */
    contentType: varchar('content_type', { length: 16 }).notNull(),
    itemId: integer('item_id').notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    text: text('text'),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_open_once_idx').on(t.userId, t.contentType, t.itemId).where(sql`${t.status} = 0`),
    index('reports_open_item_idx').on(t.contentType, t.itemId).where(sql`${t.status} = 0`),
    index('reports_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every operator action (npm run ops): who (the OS user or --by), what, on what, why, when. Never updated or
 * deleted by the product; kept when the target goes.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actor: varchar('actor', { length: 64 }).notNull(),
    action: varchar('action', { length: 24 }).notNull(),
    /** 'post', 'comment', 'report' or 'word'. */
    targetType: varchar('target_type', { length: 16 }).notNull(),
    /** The target's id; null for a banned word (the word is in `reason`). */
    targetId: integer('target_id'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_at_idx').on(t.at.desc(), t.id.desc()), index('operator_audit_target_idx').on(t.targetType, t.targetId)],
);
