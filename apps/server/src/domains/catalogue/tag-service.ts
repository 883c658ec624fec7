import { asc, count, eq } from 'drizzle-orm';
import { tagCategories, tags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';

const categoryOf = (row: typeof tagCategories.$inferSelect) => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType === 8 ? (8 as const) : (2 as const),
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

export async function tagCategoriesWithTags(deps: Deps, contentType?: 2 | 8) {
  const [categories, tagRows] = await Promise.all([
    deps.db.select().from(tagCategories).where(contentType ? eq(tagCategories.contentType, contentType) : undefined).orderBy(asc(tagCategories.sort), asc(tagCategories.id)),
    deps.db.select().from(tags).orderBy(asc(tags.sort), asc(tags.id)),
  ]);
  return categories.map((c) => ({ ...categoryOf(c), tags: tagRows.filter((t) => t.categoryId === c.id).map(tagOf) }));
}

export async function tagList(deps: Deps, input: { categoryId: number; page: number; pageSize: number }) {
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
