/** Actresses: lists, profiles, their collect counts and their cards in other domains' lists. */
import { type ActressCard, type api } from '@md/contract';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { actressTags, actresses } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { linkedCards, type CardSource } from '../../lib/card-source.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset, type PageRequest } from '../../lib/paging.ts';
import { tagIdsInCategory, tagRefCards } from '../tag/service.ts';

const actressCardColumns = {
  id: actresses.id,
  name: actresses.name,
  avatar: actresses.avatar,
  mediaCount: actresses.mediaCount,
  views: actresses.views,
  collects: actresses.collects,
};

/** Actresses as cards, for lists other domains build (collections, topics, a video's cast). */
export const actressCards: CardSource<ActressCard, ActressCard> = { table: actresses, id: actresses.id, columns: actressCardColumns, toCard: (row) => row };

/** The name and picture of each actress among `ids` that exists, by id (a review's subject, say). */
export async function actressFaces(db: Db, ids: readonly number[]): Promise<Map<number, { name: string; avatar: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: actresses.id, name: actresses.name, avatar: actresses.avatar }).from(actresses).where(inArray(actresses.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

const ORDER = {
  hot: [desc(actresses.views), desc(actresses.id)],
  new: [desc(actresses.createdAt), desc(actresses.id)],
  collect: [desc(actresses.collects), desc(actresses.id)],
  works: [desc(actresses.mediaCount), desc(actresses.id)],
} as const;

export async function actressList(deps: Deps, input: z.output<typeof api.actressList.request>) {
  const filters: SQL[] = [];
  const taggedWith = (tagMatch: SQL) => inArray(actresses.id, deps.db.select({ id: actressTags.actressId }).from(actressTags).where(tagMatch));
  if (input.tagId) filters.push(taggedWith(eq(actressTags.tagId, input.tagId)));
  if (input.tagCateId) filters.push(taggedWith(inArray(actressTags.tagId, tagIdsInCategory(deps, input.tagCateId))));
  const where = filters.length ? and(...filters) : undefined;
  const [list, [{ total }]] = await Promise.all([
    deps.db.select(actressCardColumns).from(actresses).where(where).orderBy(...ORDER[input.sort]).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(actresses).where(where),
  ]);
  return pageOf(input, list, total);
}

export async function actressPublicDetail(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(actresses).where(eq(actresses.id, id)).limit(1);
  if (!row) throw notFound('notFound');
  const tagRows = await linkedCards(deps.db, tagRefCards, { table: actressTags, itemId: actressTags.tagId, where: eq(actressTags.actressId, id), orderBy: asc(tagRefCards.id) });
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

/** An actress's live collect count (the profile's may be up to 30 s old); not found when she does not exist. */
export async function actressCollects(deps: Deps, id: number): Promise<number> {
  const [row] = await deps.db.select({ collects: actresses.collects }).from(actresses).where(eq(actresses.id, id)).limit(1);
  if (!row) throw notFound('notFound');
  return row.collects;
}

/**
 * Moves an actress's collect count by delta (never below zero) inside the caller's transaction and gives the new
 * count; null when she does not exist. A delta of 0 only reads it.
 */
export async function moveActressCollects(db: Db, id: number, delta: number): Promise<number | null> {
  const [row] = delta
    ? await db.update(actresses).set({ collects: sql`greatest(${actresses.collects} + ${delta}, 0)` }).where(eq(actresses.id, id)).returning({ collects: actresses.collects })
    : await db.select({ collects: actresses.collects }).from(actresses).where(eq(actresses.id, id)).limit(1);
  return row?.collects ?? null;
}

/** Actresses whose name matches a LIKE pattern, most watched first (the search domain builds the pattern). */
export async function actressesNamed(deps: Deps, pattern: string, page: PageRequest) {
  const match = ilike(actresses.name, pattern);
  const [list, [{ total }]] = await Promise.all([
    deps.db.select(actressCardColumns).from(actresses).where(match).orderBy(desc(actresses.views), desc(actresses.id)).limit(page.pageSize).offset(pageOffset(page)),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(actresses).where(match),
  ]);
  return pageOf(page, list, total);
}

/**
 * Actresses by name (case-insensitive), for an operator's ingest (decision 0063): the ids found (the oldest of a
 * name), and the names no actress has. Actresses are never created here.
 */
export async function actressIdsByName(db: Db, names: readonly string[]): Promise<{ ids: number[]; unknown: string[] }> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  if (wanted.length === 0) return { ids: [], unknown: [] };
  const rows = await db
    .select({ id: actresses.id, name: sql<string>`lower(${actresses.name})` })
    .from(actresses)
    .where(sql`lower(${actresses.name}) in ${wanted}`)
    .orderBy(asc(actresses.id));
  const byName = new Map<string, number>();
  for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row.id);
  return { ids: [...new Set(wanted.flatMap((n) => byName.get(n) ?? []))], unknown: names.filter((n) => !byName.has(n.toLowerCase())) };
}

/** Moves the video counts of these actresses by delta, in the caller's transaction. */
export async function moveActressMediaCounts(db: Db, ids: readonly number[], delta: number) {
  if (ids.length === 0) return;
  await db.update(actresses).set({ mediaCount: sql`greatest(${actresses.mediaCount} + ${delta}, 0)` }).where(inArray(actresses.id, [...ids]));
}
