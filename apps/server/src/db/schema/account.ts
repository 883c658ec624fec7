import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's privacy lock (锁屏密码): the argon2id hash of the code, like a password's. No row: no lock. */
export const lockCodes = pgTable('lock_codes', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Time online per user and day (Asia/Shanghai), summed from visibility-aware heartbeats. The last beat's time is
 * kept so a beat credits only the time since the one before (at most the beat interval), and the day's total is
 * capped by the database too.
 */
export const onlineDays = pgTable(
  'online_days',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check('online_days_seconds_range', sql`${t.seconds} >= 0 and ${t.seconds} <= 86400`)],
);

/** Certified creators (认证): an operator inserts a row (docs/operations.md); deleting it withdraws the mark. */
export const certifications = pgTable('certifications', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  certifiedAt: timestamp('certified_at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note'),
});
