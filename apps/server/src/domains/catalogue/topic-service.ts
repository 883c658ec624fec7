import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { actresses, media, topicItems, topics } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { actressCardColumns, mediaCardColumns, toMediaCard } from './mappers.ts';
import { emptyPage, pageOf, pageOffset } from '../../lib/paging.ts';

const MEDIA_ORDER = {
  new: [desc(media.publishedAt), desc(media.id)],
  hot: [desc(media.views), desc(media.id)],
  collect: [desc(media.collects), desc(media.id)],
} as const;

/** A topic and one page of its items: in the editors' order, or sorted when asked. */
export async function topicDetail(deps: Deps, input: { id: number; sort?: keyof typeof MEDIA_ORDER; page: number; pageSize: number }) {
  const [topic] = await deps.db.select().from(topics).where(and(eq(topics.id, input.id), eq(topics.enabled, true))).limit(1);
  if (!topic) throw notFound('notFound');
  const itemIds = deps.db.select({ id: topicItems.itemId }).from(topicItems).where(eq(topicItems.topicId, topic.id));
  const [{ total }] = await deps.db.select({ total: count() }).from(topicItems).where(eq(topicItems.topicId, topic.id));
  const offset = pageOffset(input);
  const base = {
    id: topic.id,
    title: topic.title,
    description: topic.description,
    cover: topic.cover,
    displayType: topic.displayType,
    contentType: topic.contentType === 8 ? (8 as const) : (2 as const),
  };

  if (topic.contentType === 8) {
    const list = await deps.db
      .select(actressCardColumns(actresses))
      .from(topicItems)
      .innerJoin(actresses, eq(actresses.id, topicItems.itemId))
      .where(eq(topicItems.topicId, topic.id))
      .orderBy(asc(topicItems.sort))
      .limit(input.pageSize)
      .offset(offset);
    return { ...base, media: emptyPage(input), actresses: pageOf(input, list, total) };
  }
  const rows = input.sort
    ? await deps.db.select(mediaCardColumns(media)).from(media).where(inArray(media.id, itemIds)).orderBy(...MEDIA_ORDER[input.sort]).limit(input.pageSize).offset(offset)
    : await deps.db
        .select(mediaCardColumns(media))
        .from(topicItems)
        .innerJoin(media, eq(media.id, topicItems.itemId))
        .where(eq(topicItems.topicId, topic.id))
        .orderBy(asc(topicItems.sort))
        .limit(input.pageSize)
        .offset(offset);
  return { ...base, media: pageOf(input, rows.map(toMediaCard), total), actresses: emptyPage(input) };
}
