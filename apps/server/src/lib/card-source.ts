/**
 * A kind of card (a video, an actress, a tag chip) as its owning domain exports it: the table, the columns a card
 * needs and the mapping to the wire shape. Other domains list cards through these helpers, so they never name
 * another domain's columns, and the join of "cards reached through a link table" is written once.
 */
import { and, asc, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { pageOffset, type PageRequest } from './paging.ts';

/**
 * Who may see a card where it is listed (decision 0070): `listed`, anyone in any list (an operator's topic, the
 * home page); `reachable`, one who reached it before (a collection, a video list, the video of one's comment), so
 * a video whose link still opens stays there but a private one goes.
 */
export type Reach = 'listed' | 'reachable';

export interface CardSource<Row extends { id: number }, Card> {
  table: PgTable;
  id: PgColumn;
  columns: SelectedFields;
  toCard(row: Row): Card;
  /** The condition on the source's table for each reach; a kind without one (actresses, tags) is always shown. */
  shown?: Record<Reach, SQL>;
}

/** How items are reached: a link table's item column, which links, in which order. */
export interface Link {
  table: PgTable;
  itemId: PgColumn;
  where: SQL | undefined;
  orderBy: SQL | PgColumn;
}

const shownWhere = (source: Pick<CardSource<{ id: number }, unknown>, 'shown'>, reach: Reach): SQL | undefined => source.shown?.[reach];

function linkedQuery<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, link: Link, reach: Reach) {
  return db
    .select(source.columns)
    .from(link.table)
    .innerJoin(source.table, eq(source.id, link.itemId))
    .where(and(link.where, shownWhere(source, reach)))
    .orderBy(link.orderBy);
}

/** Every card a link reaches (a video's actresses, an actress's tags). */
export async function linkedCards<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, link: Link, reach: Reach = 'listed'): Promise<Card[]> {
  const rows = await linkedQuery(db, source, link, reach);
  return (rows as Row[]).map(source.toCard);
}

/** One page of the cards a link reaches (a user's collections, a topic's items), in the link's order. */
export async function linkedPage<Row extends { id: number }, Card>(
  db: Db,
  source: CardSource<Row, Card>,
  link: Link,
  page: PageRequest,
  reach: Reach = 'listed',
): Promise<Card[]> {
  const rows = await linkedQuery(db, source, link, reach).limit(page.pageSize).offset(pageOffset(page));
  return (rows as Row[]).map(source.toCard);
}

/** How many cards a link reaches that are shown at this reach: the total of linkedPage's pages. */
export async function linkedCount<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, link: Pick<Link, 'table' | 'itemId' | 'where'>, reach: Reach = 'listed'): Promise<number> {
  const shown = shownWhere(source, reach);
  const query = shown
    ? db.select({ total: count() }).from(link.table).innerJoin(source.table, eq(source.id, link.itemId)).where(and(link.where, shown))
    : db.select({ total: count() }).from(link.table).where(link.where);
  const [{ total }] = await query;
  return total;
}

/**
 * The first `perGroup` shown items of each group of links, in the link's order within a group (the home page's
 * topic blocks: each topic's first cards), so an item that is not shown leaves no gap in a block.
 */
export async function firstLinkedIds(
  db: Db,
  source: Pick<CardSource<{ id: number }, unknown>, 'table' | 'id' | 'shown'>,
  link: Link & { groupId: PgColumn },
  perGroup: number,
  reach: Reach = 'listed',
): Promise<{ groupId: number; itemId: number }[]> {
  const ranked = db
    .select({
      groupId: sql<number>`${link.groupId}`.as('group_id'),
      itemId: sql<number>`${link.itemId}`.as('item_id'),
      n: sql<number>`row_number() over (partition by ${link.groupId} order by ${link.orderBy})`.as('n'),
    })
    .from(link.table)
    .innerJoin(source.table, eq(source.id, link.itemId))
    .where(and(link.where, shownWhere(source, reach)))
    .as('ranked');
  const rows = await db.select({ groupId: ranked.groupId, itemId: ranked.itemId }).from(ranked).where(lte(ranked.n, perGroup)).orderBy(asc(ranked.groupId), asc(ranked.n));
  return rows.map((r) => ({ groupId: Number(r.groupId), itemId: Number(r.itemId) }));
}

/** Cards by id, for pages that gather ids from several places first (the home page's topic blocks). */
export async function cardsById<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, ids: number[], reach: Reach = 'listed'): Promise<Map<number, Card>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.select(source.columns).from(source.table).where(and(inArray(source.id, ids), shownWhere(source, reach)))) as Row[];
  return new Map(rows.map((row) => [row.id, source.toCard(row)]));
}
