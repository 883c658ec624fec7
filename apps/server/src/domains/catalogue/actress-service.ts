import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { actressTags, actresses, collections, tags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthedUser } from '../../plugins/auth.ts';
import { actressCardColumns } from './mappers.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';

const ORDER = {
  hot: [desc(actresses.views), desc(actresses.id)],
  new: [desc(actresses.createdAt), desc(actresses.id)],
  collect: [desc(actresses.collects), desc(actresses.id)],
  works: [desc(actresses.mediaCount), desc(actresses.id)],
} as const;

export async function actressList(
  deps: Deps,
  input: { tagId?: number; tagCateId?: number; sort: keyof typeof ORDER; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (input.tagId) filters.push(inArray(actresses.id, deps.db.select({ id: actressTags.actressId }).from(actressTags).where(eq(actressTags.tagId, input.tagId))));
  if (input.tagCateId) {
    const inCategory = deps.db.select({ id: tags.id }).from(tags).where(eq(tags.categoryId, input.tagCateId));
    filters.push(inArray(actresses.id, deps.db.select({ id: actressTags.actressId }).from(actressTags).where(inArray(actressTags.tagId, inCategory))));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [list, [{ total }]] = await Promise.all([
    deps.db.select(actressCardColumns(actresses)).from(actresses).where(where).orderBy(...ORDER[input.sort]).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(actresses).where(where),
  ]);
  return pageOf(input, list, total);
}

export async function actressPublicDetail(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(actresses).where(eq(actresses.id, id)).limit(1);
  if (!row) throw notFound('notFound');
  const tagRows = await deps.db
    .select({ id: tags.id, name: tags.name })
    .from(actressTags)
    .innerJoin(tags, eq(tags.id, actressTags.tagId))
    .where(eq(actressTags.actressId, id))
    .orderBy(asc(tags.id));
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    cover: row.cover,
    bio: row.bio,
    height: row.height,
    birthday: row.birthday,
    mediaCount: row.mediaCount,
    views: row.views,
    collects: row.collects,
    tags: tagRows,
  };
}

/** Whether the caller collected an actress, with her live collect count (the detail's may be up to 30 s old). */
export async function actressState(deps: Deps, user: AuthedUser | null, id: number) {
  const [row] = await deps.db.select({ collects: actresses.collects }).from(actresses).where(eq(actresses.id, id)).limit(1);
  if (!row) throw notFound('notFound');
  if (!user) return { collected: false, collects: row.collects };
  const rows = await deps.db
    .select({ id: collections.itemId })
    .from(collections)
    .where(and(eq(collections.userId, user.id), eq(collections.contentType, 8), eq(collections.itemId, id)))
    .limit(1);
  return { collected: rows.length > 0, collects: row.collects };
}
