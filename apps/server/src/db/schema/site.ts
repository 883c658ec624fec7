import { boolean, index, integer, jsonb, pgEnum, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Tabs of the home page; id 10782 is the home page itself. Ids are chosen by operators. */
export const homeCategories = pgTable('home_categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  /** The name in other languages than the default, by locale (`{"en-US": "Travel"}`); `name` where one is missing. */
  nameI18n: jsonb('name_i18n').$type<Partial<Record<string, string>>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const navigationKind = pgEnum('navigation_kind', ['banner', 'nav', 'header_menu', 'footer_menu']);

/** Banners, navigation icons and menu entries; bindType/jumpType decide where each leads (spec section 2). */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: navigationKind('kind').notNull(),
    categoryId: integer('category_id').references(() => homeCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    /** The name in other languages than the default, by locale (`{"en-US": "Home"}`); `name` where one is missing. */
    nameI18n: jsonb('name_i18n').$type<Partial<Record<string, string>>>().notNull().default({}),
    image: text('image'),
    bindType: smallint('bind_type').notNull().default(0),
    bindInt: integer('bind_int'),
    bindStr: text('bind_str'),
    jumpType: smallint('jump_type').notNull().default(0),
    contentType: smallint('content_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('navigation_items_kind_idx').on(t.kind, t.categoryId, t.sort)],
);

export const adverts = pgTable('adverts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: varchar('position', { length: 32 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  image: text('image').notNull(),
  href: text('href').notNull(),
  indexes: integer('indexes').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});
