/** Tags and their categories. Other domains reach tags only through the functions exported here. */
import { ContentType, type api, type contentType } from '@md/contract';
import { asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
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

/** Lower-cased name → id, first of a kind wins (two tags of one name in two categories: the oldest). */
function firstByName(rows: { id: number; name: string }[]) {
  const byName = new Map<string, number>();
  for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row.id);
  return byName;
}

/**
 * Video tags by name (case-insensitive), for an operator's ingest (decision 0063): the ids found, and the names
 * no video tag has. Tags are never created here.
 */
export async function videoTagIdsByName(db: Db, names: readonly string[]): Promise<{ ids: number[]; unknown: string[] }> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  if (wanted.length === 0) return { ids: [], unknown: [] };
  const rows = await db
    .select({ id: tags.id, name: sql<string>`lower(${tags.name})` })
    .from(tags)
    .innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
    .where(sql`${tagCategories.contentType} = ${ContentType.media} and lower(${tags.name}) in ${wanted}`)
    .orderBy(asc(tags.id));
  const byName = firstByName(rows);
  return { ids: [...new Set(wanted.flatMap((n) => byName.get(n) ?? []))], unknown: names.filter((n) => !byName.has(n.toLowerCase())) };
}

/** Moves the video counts of these tags by delta (a video linked to them, or unlinked), in the caller's transaction. */
export async function moveTagMediaCounts(db: Db, ids: readonly number[], delta: number) {
  if (ids.length === 0) return;
  await db.update(tags).set({ mediaCount: sql`greatest(${tags.mediaCount} + ${delta}, 0)` }).where(inArray(tags.id, [...ids]));
}

/** Video tags (the catalogue's tags a video may carry), those on most videos first: what a creator picks from. */
export async function videoTagsByUse(deps: Deps, page: PageRequest) {
  const where = eq(tagCategories.contentType, ContentType.media);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ id: tags.id, name: tags.name, mediaCount: tags.mediaCount })
      .from(tags)
      .innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
      .where(where)
      .orderBy(desc(tags.mediaCount), asc(tags.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    deps.db.select({ total: count() }).from(tags).innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId)).where(where),
  ]);
  return pageOf(page, rows, total);
}

/** Those of `ids` that are video tags, as chips, in the order given. */
export async function videoTagRefs(db: Db, ids: readonly number[]): Promise<TagRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
    .where(sql`${tagCategories.contentType} = ${ContentType.media} and ${inArray(tags.id, [...ids])}`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
