import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every SMS code sent: the number (E.164), what it is for, who asked (the user for bind and change codes, the
 * address for the daily limit), the keyed hash of the code (never the code), its wrong tries and its end. A row
 * is kept after use or expiry: the send limits count rows.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    tries: smallint('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    index('sms_codes_live_idx').on(t.mobile, t.purpose, t.createdAt).where(sql`${t.usedAt} IS NULL`),
  ],
);
