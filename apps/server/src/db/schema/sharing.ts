import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Account credential cards (身份卡). Only the SHA-256 of the credential is kept; a card ends when it expires, when
 * its owner revokes it, or when a newer card is issued (at most one active card per user).
 */
export const accountCards = pgTable(
  'account_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialHash: char('credential_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('account_cards_user_idx').on(t.userId),
    // One card not yet revoked per user: two issues at once cannot both stay valid.
    uniqueIndex('account_cards_one_active_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Each user's invite code (the share page's `pc`), made the first time it is asked for. */
export const inviteCodes = pgTable('invite_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 16 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who invited whom: one inviter per invitee, recorded when the invitee signs up. */
export const invitations = pgTable(
  'invitations',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The share's `dc`: where the invite came from (poster, video, actress), when it said. */
    channel: varchar('channel', { length: 64 }),
    /** Whether it earned the inviter points: not from the inviter's own device, nor past the day's limit (0090). */
    rewarded: boolean('rewarded').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_inviter_idx').on(t.inviterId, t.createdAt.desc())],
);
