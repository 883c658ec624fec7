/**
 * Video lists (合集, decision 0059): a user's named, ordered lists of catalogue videos they collected. Private to
 * their owner: another user's list answers like an unknown one. Videos are named by id only; their cards come
 * from the media domain, the collected check from the collect domain.
 */
import { Code, ContentType, WORK_LIST_ITEMS_MAX, WORK_LISTS_MAX, type api } from '@md/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';
import { workListItems, workLists } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { cardsById, linkedCount, linkedPage } from '../../lib/card-source.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { bannedWordMode, screenText } from '../banned-word/service.ts';
import { isCollected } from '../collect/service.ts';
import { mediaCards } from '../media/service.ts';

type ListRow = typeof workLists.$inferSelect;
type WorkList = z.output<typeof api.worksCollectCreate.response>;

const listColumns = { id: workLists.id, userId: workLists.userId, name: workLists.name, description: workLists.description, items: workLists.items, createdAt: workLists.createdAt, updatedAt: workLists.updatedAt };

/** Screens a name or description: refused in refuse mode, masked otherwise. */
async function screened(deps: Deps, text: string) {
  if (!text) return text;
  const result = await screenText(deps, text);
  if (result.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'workListBannedWord');
  return result.masked;
}

/** The lists as the contract shapes them, each with its first video's cover. */
async function shaped(db: Db, rows: ListRow[]): Promise<WorkList[]> {
  if (rows.length === 0) return [];
  const firsts = await db
    .selectDistinctOn([workListItems.listId], { listId: workListItems.listId, mediaId: workListItems.mediaId })
    .from(workListItems)
    .where(inArray(workListItems.listId, rows.map((r) => r.id)))
    .orderBy(workListItems.listId, asc(workListItems.position));
  const cards = await cardsById(db, mediaCards, firsts.map((f) => f.mediaId), 'reachable');
  const coverOf = new Map(firsts.map((f) => [f.listId, cards.get(f.mediaId)?.cover ?? null]));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, count: r.items, cover: coverOf.get(r.id) ?? null, updatedAt: r.updatedAt.toISOString() }));
}

/** The caller's own list, locked for the rest of the transaction when `lock`; 4040 for anyone else's. */
async function ownList(db: Db, user: AuthedUser, id: number, lock = false): Promise<ListRow> {
  const query = db.select(listColumns).from(workLists).where(and(eq(workLists.id, id), eq(workLists.userId, user.id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('notFound');
  return row;
}

export async function myLists(deps: Deps, user: AuthedUser, input: z.output<typeof api.worksCollect.request>) {
  const mine = eq(workLists.userId, user.id);
  const [{ total }] = await deps.db.select({ total: count() }).from(workLists).where(mine);
  const rows = await deps.db.select(listColumns).from(workLists).where(mine).orderBy(desc(workLists.updatedAt), desc(workLists.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  return pageOf(input, await shaped(deps.db, rows), total);
}

export async function createList(deps: Deps, user: AuthedUser, input: z.output<typeof api.worksCollectCreate.request>) {
  const name = await screened(deps, input.name);
  const description = await screened(deps, input.description);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // One creation at a time per user, so two at once cannot pass the limit together.
    await lockFor(db, LockSpace.workLists, user.id);
    const [{ total }] = await db.select({ total: count() }).from(workLists).where(eq(workLists.userId, user.id));
    if (total >= WORK_LISTS_MAX) throw new ApiError(200, Code.workListsFull, 'workListsFull');
    const [row] = await db.insert(workLists).values({ userId: user.id, name, description }).returning(listColumns);
    return (await shaped(db, [row]))[0];
  });
}

export async function modifyList(deps: Deps, user: AuthedUser, input: z.output<typeof api.worksCollectModify.request>) {
  const name = input.name === undefined ? undefined : await screened(deps, input.name);
  const description = input.description === undefined ? undefined : await screened(deps, input.description);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const list = await ownList(db, user, input.id, true);
    if (input.delete) {
      await db.delete(workLists).where(eq(workLists.id, list.id));
      return { list: null };
    }
    if (input.remove?.length) {
      await db.delete(workListItems).where(and(eq(workListItems.listId, list.id), inArray(workListItems.mediaId, input.remove)));
    }
    if (input.order) {
      // A new order names every video of the list once, no more and no fewer.
      const held = await db.select({ mediaId: workListItems.mediaId }).from(workListItems).where(eq(workListItems.listId, list.id));
      const asked = new Set(input.order);
      if (asked.size !== input.order.length || asked.size !== held.length || held.some((h) => !asked.has(h.mediaId))) throw badRequest('badRequest');
      for (const [position, mediaId] of input.order.entries()) {
        await db.update(workListItems).set({ position }).where(and(eq(workListItems.listId, list.id), eq(workListItems.mediaId, mediaId)));
      }
    }
    const [{ total }] = await db.select({ total: count() }).from(workListItems).where(eq(workListItems.listId, list.id));
    const [row] = await db
      .update(workLists)
      .set({ ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}), items: total, updatedAt: new Date() })
      .where(eq(workLists.id, list.id))
      .returning(listColumns);
    return { list: (await shaped(db, [row]))[0] };
  });
}

export async function listItems(deps: Deps, user: AuthedUser, input: z.output<typeof api.worksCollectItems.request>) {
  const list = await ownList(deps.db, user, input.id);
  const where = eq(workListItems.listId, list.id);
  const inOrder = { table: workListItems, itemId: workListItems.mediaId, where, orderBy: sql`${workListItems.position}, ${workListItems.addedAt}` };
  // Like a collection: a video made private since is left out of the page and its total (decision 0070).
  const [items, total] = await Promise.all([linkedPage(deps.db, mediaCards, inOrder, input, 'reachable'), linkedCount(deps.db, mediaCards, inOrder, 'reachable')]);
  return { list: (await shaped(deps.db, [list]))[0], items: pageOf(input, items, total) };
}

export async function addToList(deps: Deps, user: AuthedUser, input: z.output<typeof api.collectToWorkList.request>) {
  // Someone else's list answers as unknown before anything is said about the video.
  await ownList(deps.db, user, input.listId);
  if (!(await isCollected(deps, user, ContentType.media, input.mediaId))) throw new ApiError(200, Code.workListNotCollected, 'workListNotCollected');
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const list = await ownList(db, user, input.listId, true);
    const [there] = await db.select({ mediaId: workListItems.mediaId }).from(workListItems).where(and(eq(workListItems.listId, list.id), eq(workListItems.mediaId, input.mediaId)));
    if (there) return { added: false, list: (await shaped(db, [list]))[0] };
    if (list.items >= WORK_LIST_ITEMS_MAX) throw new ApiError(200, Code.workListFull, 'workListFull');
    const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${workListItems.position}), -1)` }).from(workListItems).where(eq(workListItems.listId, list.id));
    await db.insert(workListItems).values({ listId: list.id, mediaId: input.mediaId, position: Number(last) + 1 });
    const [row] = await db.update(workLists).set({ items: list.items + 1, updatedAt: new Date() }).where(eq(workLists.id, list.id)).returning(listColumns);
    return { added: true, list: (await shaped(db, [row]))[0] };
  });
}
