import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { media } from './catalogue.ts';
import { users } from './users.ts';

/**
 * Danmaku (弹幕): timeline comments of a video. `time_ms` is where it flies, in milliseconds from the start; a player
 * reads them by window of time, hence the index. A null user is the site's own (the demo seed's).
 */
export const danmaku = pgTable(
  'danmaku',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    timeMs: integer('time_ms').notNull(),
    text: text('text').notNull(),
    colour: varchar('colour', { length: 7 }).notNull(),
    mode: varchar('mode', { length: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('danmaku_media_time_idx').on(t.mediaId, t.timeMs)],
);
