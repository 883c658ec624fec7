import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's named list of videos (合集, decision 0059); `items` is kept with the rows of work_list_items. */
export const workLists = pgTable(
  'work_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    items: integer('items').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_lists_user_idx').on(t.userId, t.updatedAt.desc(), t.id)],
);

/** A video in a list, at its position (0 first; gaps allowed, the order is what counts). */
export const workListItems = pgTable(
  'work_list_items',
  {
    listId: integer('list_id').notNull().references(() => workLists.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').notNull(),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.mediaId] }), index('work_list_items_order_idx').on(t.listId, t.position)],
);
