import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Announcements written by operators (npm run ops -- announce): to everyone (`recipientId` null) or to one user.
 * One to everyone is one row, never a row per user: each user's read state of them is `message_marks`. One to a
 * user also gets a `messages` row (kind notice), read like every other message.
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    text: text('text').notNull(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_everyone_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.recipientId} is null`)],
);

/**
 * One message for one user (decision 0048). `tab` 0 announce, 1 comment, 2 reply, 3 support; `kind` says what
 * happened. The item it is about (`contentType`, `itemId`, `commentId`) and a snapshot of the words (`text`) are
 * kept, so the message still reads when the comment is edited away. A grouped support keeps gathering `actorIds`
 * within its hour. Unread counts read the partial index on unread rows; lists page (recipient, tab, id) in the
 * index's own order (`id DESC`, which is NULLS FIRST: a NULLS LAST key would make every page sort the whole tab).
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: smallint('tab').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The latest to act (null for the site's own messages). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorIds: integer('actor_ids').array().notNull().default(sql`'{}'::integer[]`),
    contentType: smallint('content_type'),
    itemId: integer('item_id'),
    commentId: integer('comment_id'),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    /** What a decision is about, as it was then: the post's opening words, the review's or the work's title. */
    subject: text('subject').notNull().default(''),
    points: integer('points'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_list_idx').on(t.recipientId, t.tab, t.id.desc().nullsFirst()),
    index('messages_unread_idx').on(t.recipientId, t.tab).where(sql`${t.readAt} is null`),
    index('messages_group_idx').on(t.recipientId, t.commentId, t.createdAt.desc()).where(sql`${t.kind} = 'support'`),
  ],
);

/** Up to when a user has read the announcements to everyone (absent: since the account was made). */
export const messageMarks = pgTable('message_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  noticesReadAt: timestamp('notices_read_at', { withTimezone: true }).notNull(),
});
