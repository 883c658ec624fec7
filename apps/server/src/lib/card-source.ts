/**
 * A kind of card (a video, an actress, a tag chip) as its owning domain exports it: the table, the columns a card
 * needs and the mapping to the wire shape. Other domains list cards through these helpers, so they never name
 * another domain's columns, and the join of "cards reached through a link table" is written once.
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { pageOffset, type PageRequest } from './paging.ts';

export interface CardSource<Row extends { id: number }, Card> {
  table: PgTable;
  id: PgColumn;
  columns: SelectedFields;
  toCard(row: Row): Card;
}

/** How items are reached: a link table's item column, which links, in which order. */
export interface Link {
  table: PgTable;
  itemId: PgColumn;
  where: SQL | undefined;
  orderBy: SQL | PgColumn;
}

function linkedQuery<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, link: Link) {
  return db.select(source.columns).from(link.table).innerJoin(source.table, eq(source.id, link.itemId)).where(link.where).orderBy(link.orderBy);
}

/** Every card a link reaches (a video's actresses, an actress's tags). */
export async function linkedCards<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, link: Link): Promise<Card[]> {
  const rows = await linkedQuery(db, source, link);
  return (rows as Row[]).map(source.toCard);
}

/** One page of the cards a link reaches (a user's collections, a topic's items), in the link's order. */
export async function linkedPage<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, link: Link, page: PageRequest): Promise<Card[]> {
  const rows = await linkedQuery(db, source, link).limit(page.pageSize).offset(pageOffset(page));
  return (rows as Row[]).map(source.toCard);
}

/** Cards by id, for pages that gather ids from several places first (the home page's topic blocks). */
export async function cardsById<Row extends { id: number }, Card>(db: Db, source: CardSource<Row, Card>, ids: number[]): Promise<Map<number, Card>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.select(source.columns).from(source.table).where(inArray(source.id, ids))) as Row[];
  return new Map(rows.map((row) => [row.id, source.toCard(row)]));
}
