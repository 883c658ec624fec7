/** Collections: idempotent add and remove, each moving the item's collect count once; only the owner's list. */
import { ContentType } from '@md/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { actresses, collections, media } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthedUser } from '../../plugins/auth.ts';
import { actressCardColumns, mediaCardColumns, toMediaCard } from './mappers.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';

type Target = { contentType: 2 | 8; id: number };
const tableOf = (contentType: 2 | 8) => (contentType === ContentType.actress ? actresses : media);

export async function setCollected(deps: Deps, user: AuthedUser, target: Target, collected: boolean) {
  const table = tableOf(target.contentType);
  return deps.db.transaction(async (tx) => {
    const [item] = await tx.select({ id: table.id }).from(table).where(eq(table.id, target.id)).limit(1);
    if (!item) throw notFound('notFound');
    const key = and(eq(collections.userId, user.id), eq(collections.contentType, target.contentType), eq(collections.itemId, target.id));
    const changed = collected
      ? await tx.insert(collections).values({ userId: user.id, contentType: target.contentType, itemId: target.id }).onConflictDoNothing().returning({ id: collections.itemId })
      : await tx.delete(collections).where(key).returning({ id: collections.itemId });
    if (changed.length > 0) {
      await tx
        .update(table)
        .set({ collects: sql`greatest(${table.collects} + ${collected ? 1 : -1}, 0)` })
        .where(eq(table.id, target.id));
    }
    const [{ collects }] = await tx.select({ collects: table.collects }).from(table).where(eq(table.id, target.id));
    return collects;
  });
}

export async function collectList(deps: Deps, user: AuthedUser, input: { contentType: 2 | 8; page: number; pageSize: number }) {
  const where = and(eq(collections.userId, user.id), eq(collections.contentType, input.contentType));
  const offset = pageOffset(input);
  const [{ total }] = await deps.db.select({ total: count() }).from(collections).where(where);
  if (input.contentType === ContentType.actress) {
    const list = await deps.db
      .select(actressCardColumns(actresses))
      .from(collections)
      .innerJoin(actresses, eq(actresses.id, collections.itemId))
      .where(where)
      .orderBy(desc(collections.createdAt))
      .limit(input.pageSize)
      .offset(offset);
    return { media: null, actresses: pageOf(input, list, total) };
  }
  const rows = await deps.db
    .select(mediaCardColumns(media))
    .from(collections)
    .innerJoin(media, eq(media.id, collections.itemId))
    .where(where)
    .orderBy(desc(collections.createdAt))
    .limit(input.pageSize)
    .offset(offset);
  return { media: pageOf(input, rows.map(toMediaCard), total), actresses: null };
}
