/** Paged lists of videos: by home tab, tag, tag category or actress, in one of the media sorts. */
import { HOME_PAGE_ID, type api } from '@md/contract';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { media, mediaActresses, mediaTags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { tagIdsInCategory, tagMediaCount } from '../tag/service.ts';
import { MEDIA_ORDER, mediaCardColumns, toMediaCard } from './cards.ts';
import { listedMedia } from './queries.ts';

export type MediaListInput = z.output<typeof api.mediaList.request>;

/** Above this many rows an unfiltered total comes from the planner's estimate instead of a full count. */
const ESTIMATE_ABOVE = 50_000;

/**
 * The total of a list without counting a million rows: a tag's stored count; for the whole catalogue the
 * planner's row estimate once the table is large; an exact count otherwise.
 */
async function listTotal(deps: Deps, input: MediaListInput, where: SQL | undefined): Promise<number> {
  const onlyTag = input.tagId && !input.actressId && !input.tagCateId && (!input.categoryId || input.categoryId === HOME_PAGE_ID);
  if (onlyTag) return tagMediaCount(deps, input.tagId!);
  if (!where) {
    const [estimate] = await deps.db.select({ n: sql<number>`reltuples::bigint` }).from(sql`pg_class`).where(sql`oid = 'media'::regclass`);
    if (Number(estimate?.n) > ESTIMATE_ABOVE) return Number(estimate.n);
  }
  const [{ total }] = await deps.db.select({ total: count() }).from(media).where(and(listedMedia, where));
  return total;
}

export async function mediaList(deps: Deps, input: MediaListInput) {
  const filters: SQL[] = [];
  if (input.categoryId && input.categoryId !== HOME_PAGE_ID) filters.push(eq(media.categoryId, input.categoryId));
  if (input.tagId) filters.push(inArray(media.id, deps.db.select({ id: mediaTags.mediaId }).from(mediaTags).where(eq(mediaTags.tagId, input.tagId))));
  if (input.tagCateId) {
    const inCategory = tagIdsInCategory(deps, input.tagCateId);
    filters.push(inArray(media.id, deps.db.select({ id: mediaTags.mediaId }).from(mediaTags).where(inArray(mediaTags.tagId, inCategory))));
  }
  if (input.actressId) {
    filters.push(inArray(media.id, deps.db.select({ id: mediaActresses.mediaId }).from(mediaActresses).where(eq(mediaActresses.actressId, input.actressId))));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total] = await Promise.all([
    deps.db
      .select(mediaCardColumns)
      .from(media)
      .where(and(listedMedia, where))
      .orderBy(...MEDIA_ORDER[input.sort])
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    listTotal(deps, input, where),
  ]);
  return pageOf(input, rows.map(toMediaCard), total);
}
