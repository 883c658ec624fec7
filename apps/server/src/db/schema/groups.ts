import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A group (圈子, /group). `members` is kept exact by group/join and group/leave in the membership's transaction. */
export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 40 }).notNull(),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull(),
    members: integer('members').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_members_idx').on(t.members.desc(), t.id), check('groups_members_not_negative', sql`${t.members} >= 0`)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * A group's news (kind `news`, brand/information), business offer (`offering`) or service (`recruitment`).
 * `status`: 0 pending, 1 approved (the seeded ones); only approved items are shown. `contact` is for business and
 * services only.
 */
export const brandItems = pgTable(
  'brand_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    text: text('text').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    contact: varchar('contact', { length: 80 }),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_items_kind_idx').on(t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    index('brand_items_group_kind_idx').on(t.groupId, t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    check('brand_items_kind_known', sql`${t.kind} in ('news', 'offering', 'recruitment')`),
  ],
);
