/** Public media reads: the home page of a category and paged video lists. */
import { HOME_PAGE_ID } from '@md/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  actresses,
  homeCategories,
  media,
  mediaActresses,
  mediaTags,
  navigationItems,
  tags,
  topicItems,
  topics,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { toNavigationItem } from '../system/service.ts';
import { actressCardColumns, mediaCardColumns, toMediaCard } from './mappers.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';

const TOPIC_ITEMS = 12;

export async function mediaHome(deps: Deps, categoryId: number) {
  const db = deps.db;
  const categories = await db
    .select({ id: homeCategories.id, name: homeCategories.name })
    .from(homeCategories)
    .where(eq(homeCategories.enabled, true))
    .orderBy(asc(homeCategories.sort), asc(homeCategories.id));
  if (!categories.some((c) => c.id === categoryId)) throw notFound('notFound');

  const items = await db
    .select()
    .from(navigationItems)
    .where(and(eq(navigationItems.categoryId, categoryId), eq(navigationItems.enabled, true), inArray(navigationItems.kind, ['banner', 'nav'])))
    .orderBy(asc(navigationItems.sort), asc(navigationItems.id));

  const topicRows = await db
    .select()
    .from(topics)
    .where(and(eq(topics.categoryId, categoryId), eq(topics.enabled, true)))
    .orderBy(asc(topics.sort), asc(topics.id));
  const topicIds = topicRows.map((t) => t.id);
  const links = topicIds.length
    ? await db.select().from(topicItems).where(inArray(topicItems.topicId, topicIds)).orderBy(asc(topicItems.topicId), asc(topicItems.sort))
    : [];
  const mediaIds = new Set<number>();
  const actressIds = new Set<number>();
  const byTopic = new Map<number, number[]>();
  for (const link of links) {
    const list = byTopic.get(link.topicId) ?? [];
    if (list.length >= TOPIC_ITEMS) continue;
    list.push(link.itemId);
    byTopic.set(link.topicId, list);
  }
  for (const t of topicRows) for (const id of byTopic.get(t.id) ?? []) (t.contentType === 8 ? actressIds : mediaIds).add(id);
  const mediaRows = mediaIds.size ? await db.select(mediaCardColumns(media)).from(media).where(inArray(media.id, [...mediaIds])) : [];
  const actressRows = actressIds.size ? await db.select(actressCardColumns(actresses)).from(actresses).where(inArray(actresses.id, [...actressIds])) : [];
  const mediaById = new Map(mediaRows.map((m) => [m.id, toMediaCard(m)]));
  const actressById = new Map(actressRows.map((a) => [a.id, a]));

  return {
    categories,
    banners: items.filter((i) => i.kind === 'banner').map(toNavigationItem),
    navs: items.filter((i) => i.kind === 'nav').map(toNavigationItem),
    topics: topicRows.map((t) => {
      const ids = byTopic.get(t.id) ?? [];
      return {
        id: t.id,
        title: t.title,
        displayType: t.displayType,
        contentType: t.contentType === 8 ? (8 as const) : (2 as const),
        media: t.contentType === 8 ? [] : ids.flatMap((id) => mediaById.get(id) ?? []),
        actresses: t.contentType === 8 ? ids.flatMap((id) => actressById.get(id) ?? []) : [],
      };
    }),
  };
}

/** Above this many rows an unfiltered total comes from the planner's estimate instead of a full count. */
const ESTIMATE_ABOVE = 50_000;

/**
 * The total of a list without counting a million rows: a tag's stored count; for the whole catalogue the
 * planner's row estimate once the table is large; an exact count otherwise.
 */
async function listTotal(deps: Deps, input: MediaListInput, where: SQL | undefined): Promise<number> {
  const onlyTag = input.tagId && !input.actressId && !input.tagCateId && (!input.categoryId || input.categoryId === HOME_PAGE_ID);
  if (onlyTag) {
    const [row] = await deps.db.select({ n: tags.mediaCount }).from(tags).where(eq(tags.id, input.tagId!)).limit(1);
    return row?.n ?? 0;
  }
  if (!where) {
    const [estimate] = await deps.db.select({ n: sql<number>`reltuples::bigint` }).from(sql`pg_class`).where(sql`oid = 'media'::regclass`);
    if (Number(estimate?.n) > ESTIMATE_ABOVE) return Number(estimate.n);
  }
  const [{ total }] = await deps.db.select({ total: count() }).from(media).where(where);
  return total;
}

export interface MediaListInput {
  categoryId?: number;
  tagId?: number;
  tagCateId?: number;
  actressId?: number;
  sort: 'new' | 'hot' | 'collect';
  page: number;
  pageSize: number;
}

const ORDER = {
  new: [desc(media.publishedAt), desc(media.id)],
  hot: [desc(media.views), desc(media.id)],
  collect: [desc(media.collects), desc(media.id)],
} as const;

export async function mediaList(deps: Deps, input: MediaListInput) {
  const filters: SQL[] = [];
  if (input.categoryId && input.categoryId !== HOME_PAGE_ID) filters.push(eq(media.categoryId, input.categoryId));
  if (input.tagId) filters.push(inArray(media.id, deps.db.select({ id: mediaTags.mediaId }).from(mediaTags).where(eq(mediaTags.tagId, input.tagId))));
  if (input.tagCateId) {
    const inCategory = deps.db.select({ id: tags.id }).from(tags).where(eq(tags.categoryId, input.tagCateId));
    filters.push(inArray(media.id, deps.db.select({ id: mediaTags.mediaId }).from(mediaTags).where(inArray(mediaTags.tagId, inCategory))));
  }
  if (input.actressId) {
    filters.push(inArray(media.id, deps.db.select({ id: mediaActresses.mediaId }).from(mediaActresses).where(eq(mediaActresses.actressId, input.actressId))));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total] = await Promise.all([
    deps.db
      .select(mediaCardColumns(media))
      .from(media)
      .where(where)
      .orderBy(...ORDER[input.sort])
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    listTotal(deps, input, where),
  ]);
  return pageOf(input, rows.map(toMediaCard), total);
}
