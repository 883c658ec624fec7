import { sql } from 'drizzle-orm';
import { char, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** A person using the site: a guest (no account, no mobile) or registered. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    account: varchar('account', { length: 32 }),
    mobile: varchar('mobile', { length: 20 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    avatar: text('avatar'),
    /** The profile (user/info/modify): GENDERS, a calendar day, a short text. */
    gender: varchar('gender', { length: 8 }).notNull().default('secret'),
    birthday: date('birthday', { mode: 'string' }),
    bio: varchar('bio', { length: 400 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_account_lower_idx').on(sql`lower(${t.account})`),
    uniqueIndex('users_mobile_idx').on(t.mobile),
  ],
);

/**
 * A browser install's guest: the device id the client generates (public: it travels with every call) and the
 * SHA-256 of the device secret the server issued to it at its first guest sign-in (private: kept by the client,
 * sent only to login/guest). A device id may have several rows: a caller without the secret gets a new one.
 * Rows from before device secrets have none and are never resumed.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    devId: varchar('dev_id', { length: 64 }).notNull(),
    secretHash: char('secret_hash', { length: 64 }),
    guestUserId: integer('guest_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    systemType: varchar('system_type', { length: 16 }).notNull(),
    affDc: varchar('aff_dc', { length: 64 }),
    affPc: varchar('aff_pc', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_dev_id_idx').on(t.devId), uniqueIndex('devices_secret_hash_idx').on(t.secretHash)],
);

/** A signed-in token. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    devId: varchar('dev_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
