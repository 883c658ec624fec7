/** Topics: editor-made collections of videos or actresses, on their own page and as blocks of the home page. */
import { ContentType, type api } from '@md/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { topicItems, topics } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { cardsById, firstLinkedIds, linkedCount, linkedPage } from '../../lib/card-source.ts';
import { notFound } from '../../lib/errors.ts';
import { emptyPage, pageOf } from '../../lib/paging.ts';
import { actressCards } from '../actress/service.ts';
import { mediaCards, mediaPage } from '../media/service.ts';

/** Items a home-page block shows. */
const BLOCK_ITEMS = 12;

const contentTypeOf = (row: typeof topics.$inferSelect) => (row.contentType === ContentType.actress ? ContentType.actress : ContentType.media);

/**
 * A topic and one page of its items: in the editors' order, or sorted when asked. Only listed videos (not unlisted,
 * not private: decision 0070), counted the same way.
 */
export async function topicDetail(deps: Deps, input: z.output<typeof api.topicDetail.request>) {
  const [topic] = await deps.db.select().from(topics).where(and(eq(topics.id, input.id), eq(topics.enabled, true))).limit(1);
  if (!topic) throw notFound('notFound');
  const inTopic = eq(topicItems.topicId, topic.id);
  const base = {
    id: topic.id,
    title: topic.title,
    description: topic.description,
    cover: topic.cover,
    displayType: topic.displayType,
    contentType: contentTypeOf(topic),
  };
  const editorsOrder = { table: topicItems, itemId: topicItems.itemId, where: inTopic, orderBy: asc(topicItems.sort) };

  if (base.contentType === ContentType.actress) {
    const [list, total] = await Promise.all([linkedPage(deps.db, actressCards, editorsOrder, input), linkedCount(deps.db, actressCards, editorsOrder)]);
    return { ...base, media: emptyPage(input), actresses: pageOf(input, list, total) };
  }
  const [list, total] = await Promise.all([
    input.sort
      ? mediaPage(deps.db, inArray(mediaCards.id, deps.db.select({ id: topicItems.itemId }).from(topicItems).where(inTopic)), input.sort, input)
      : linkedPage(deps.db, mediaCards, editorsOrder, input, 'listed'),
    linkedCount(deps.db, mediaCards, editorsOrder, 'listed'),
  ]);
  return { ...base, media: pageOf(input, list, total), actresses: emptyPage(input) };
}

/** The enabled topics of a home tab, each with its first listed items in the editors' order. */
export async function homeTopicBlocks(deps: Deps, categoryId: number) {
  const db = deps.db;
  const topicRows = await db
    .select()
    .from(topics)
    .where(and(eq(topics.categoryId, categoryId), eq(topics.enabled, true)))
    .orderBy(asc(topics.sort), asc(topics.id));
  const ofKind = (actresses: boolean) => topicRows.filter((t) => (contentTypeOf(t) === ContentType.actress) === actresses).map((t) => t.id);
  const firsts = (ids: number[], source: Pick<typeof mediaCards, 'table' | 'id' | 'shown'>) =>
    ids.length
      ? firstLinkedIds(db, source, { table: topicItems, groupId: topicItems.topicId, itemId: topicItems.itemId, where: inArray(topicItems.topicId, ids), orderBy: asc(topicItems.sort) }, BLOCK_ITEMS, 'listed')
      : Promise.resolve([]);
  const links = (await Promise.all([firsts(ofKind(false), mediaCards), firsts(ofKind(true), actressCards)])).flat();
  const byTopic = new Map<number, number[]>();
  for (const link of links) byTopic.set(link.groupId, [...(byTopic.get(link.groupId) ?? []), link.itemId]);
  const mediaIds = new Set<number>();
  const actressIds = new Set<number>();
  for (const t of topicRows) for (const id of byTopic.get(t.id) ?? []) (contentTypeOf(t) === ContentType.actress ? actressIds : mediaIds).add(id);
  const [mediaById, actressById] = await Promise.all([cardsById(db, mediaCards, [...mediaIds]), cardsById(db, actressCards, [...actressIds])]);

  return topicRows.map((t) => {
    const ids = byTopic.get(t.id) ?? [];
    const actresses = contentTypeOf(t) === ContentType.actress;
    return {
      id: t.id,
      title: t.title,
      displayType: t.displayType,
      contentType: contentTypeOf(t),
      media: actresses ? [] : ids.flatMap((id) => mediaById.get(id) ?? []),
      actresses: actresses ? ids.flatMap((id) => actressById.get(id) ?? []) : [],
    };
  });
}
