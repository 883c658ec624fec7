/** Tags and their categories. Other domains reach tags only through the functions exported here. */
import { ContentType, type api, type contentType } from '@md/contract';
import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { tagCategories, tags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { CardSource } from '../../lib/card-source.ts';
import { pageOf, pageOffset, type PageRequest } from '../../lib/paging.ts';

const categoryOf = (row: typeof tagCategories.$inferSelect) => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType === ContentType.actress ? ContentType.actress : ContentType.media,
  sort: row.sort,
});
const tagOf = (row: typeof tags.$inferSelect) => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  cover: row.cover,
  mediaCount: row.mediaCount,
  actressCount: row.actressCount,
});

export async function tagCategoriesWithTags(deps: Deps, only?: z.output<typeof contentType>) {
  const [categories, tagRows] = await Promise.all([
    deps.db.select().from(tagCategories).where(only ? eq(tagCategories.contentType, only) : undefined).orderBy(asc(tagCategories.sort), asc(tagCategories.id)),
    deps.db.select().from(tags).orderBy(asc(tags.sort), asc(tags.id)),
  ]);
  return categories.map((c) => ({ ...categoryOf(c), tags: tagRows.filter((t) => t.categoryId === c.id).map(tagOf) }));
}

export async function tagList(deps: Deps, input: z.output<typeof api.tagList.request>) {
  const where = eq(tags.categoryId, input.categoryId);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(tags).where(where).orderBy(asc(tags.sort), asc(tags.id)).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(tags).where(where),
  ]);
  return pageOf(input, rows.map(tagOf), total);
}

export async function tagDetail(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(tags).innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId)).where(eq(tags.id, id)).limit(1);
  if (!row) throw notFound('notFound');
  return { ...tagOf(row.tags), category: categoryOf(row.tag_categories) };
}

/** The ids of a category's tags, as a subquery other domains filter their links by. */
export function tagIdsInCategory(deps: Deps, categoryId: number) {
  return deps.db.select({ id: tags.id }).from(tags).where(eq(tags.categoryId, categoryId));
}

/** A tag's stored video count (kept by the seed and ingest), so a list by tag need not count its rows. */
export async function tagMediaCount(deps: Deps, tagId: number): Promise<number> {
  const [row] = await deps.db.select({ n: tags.mediaCount }).from(tags).where(eq(tags.id, tagId)).limit(1);
  return row?.n ?? 0;
}

type TagRef = { id: number; name: string };

/** A tag as a chip (id and name) on a video or actress page; order by `tagRefCards.id`. */
export const tagRefCards: CardSource<TagRef, TagRef> = { table: tags, id: tags.id, columns: { id: tags.id, name: tags.name }, toCard: (row) => row };

/** Tags whose name matches a LIKE pattern, those with most videos first (the search domain builds the pattern). */
export async function tagsNamed(deps: Deps, pattern: string, page: PageRequest) {
  const match = ilike(tags.name, pattern);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(tags).where(match).orderBy(desc(tags.mediaCount), asc(tags.id)).limit(page.pageSize).offset(pageOffset(page)),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(tags).where(match),
  ]);
  return pageOf(page, rows.map(tagOf), total);
}
