import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's points balance: the running sum of their ledger entries, kept beside it so a spend can lock one row and
 * check the balance; the database refuses a negative balance whatever the code does.
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_accounts_balance_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * The append-only points ledger: every change of a balance, with its reason, what it refers to, and the caller's
 * idempotency key (one entry per user and key: a retry changes nothing).
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    ref: varchar('ref', { length: 64 }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('point_entries_user_key').on(t.userId, t.idempotencyKey),
    index('point_entries_user_idx').on(t.userId, t.id.desc()),
    index('point_entries_earned_idx').on(t.createdAt, t.userId),
    check('point_entries_delta_not_zero', sql`${t.delta} <> 0`),
    check('point_entries_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** One check-in per user per day (Asia/Shanghai), with the streak it continued and the points it gave. */
export const checkins = pgTable(
  'checkins',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    streak: smallint('streak').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check('checkins_streak_positive', sql`${t.streak} > 0`)],
);

export type PointEntryRow = typeof pointEntries.$inferSelect;
