/** Reading one's messages: unread counts, the newest of each tab, a tab by cursor, marking read, an announcement. */
import { Code, MESSAGE_TABS, type MessageKind, type MessageTab, type api } from '@md/contract';
import { and, desc, eq, inArray, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { messageMarks, messages, notices } from '../../db/schema/index.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { accountCreatedAt, authorsById, type Author } from '../auth/service.ts';
import { messageBus } from './bus.ts';
import { TAB_CODE, placeOf } from './tabs.ts';

type Item = z.input<typeof api.messageList.response>['list'][number];
type Counts = z.input<typeof api.messageHasNew.response>;

/** Announcements to everyone count as unread after the user's mark, or after the account was made. */
const noticesReadAt = (userId: number | Placeholder) =>
  sql`coalesce((select ${messageMarks.noticesReadAt} from ${messageMarks} where ${messageMarks.userId} = ${userId}), ${accountCreatedAt(userId)})`;

const everyoneNotices = isNull(notices.recipientId);
/** Microseconds since the epoch: a cursor's time, exact to what PostgreSQL keeps. */
const micros = (column: SQL | typeof messages.createdAt) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** A tab's unread messages: an index-only count on the partial index of unread rows. */
const unreadIn = (userId: Placeholder, tab: MessageTab) =>
  sql<number>`(select count(*) from ${messages} where ${messages.recipientId} = ${userId} and ${messages.tab} = ${TAB_CODE[tab]} and ${messages.readAt} is null)`.mapWith(Number);

/**
 * The unread counts in one statement: the four tabs' counts and the announcements to everyone since the user's
 * mark. It is the busiest signed-in read (every page load asks), so it is a named prepared statement: each database
 * connection plans it once, and a call then costs its execution (about 0.1 ms at ten million messages) rather than
 * planning it again (0.5–0.9 ms; docs/performance.md, decision 0064).
 */
function prepareUnreadCounts(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      mine: unreadIn(userId, 'announce'),
      everyone: sql<number>`(select count(*) from ${notices} where ${everyoneNotices} and ${notices.createdAt} > ${noticesReadAt(userId)})`.mapWith(Number),
      comment: unreadIn(userId, 'comment'),
      reply: unreadIn(userId, 'reply'),
      support: unreadIn(userId, 'support'),
    })
    // One row of scalar subqueries (a user who is gone has nothing unread: no messages, no account to count from).
    .from(sql`(select 1) as one`)
    .prepare('message_unread_counts');
}
const unreadStatements = new WeakMap<Db, ReturnType<typeof prepareUnreadCounts>>();

export async function unreadCounts(db: Db, userId: number): Promise<Counts> {
  let statement = unreadStatements.get(db);
  if (!statement) unreadStatements.set(db, (statement = prepareUnreadCounts(db)));
  const [row] = await statement.execute({ userId });
  const counts: Counts = { announce: row.mine + row.everyone, comment: row.comment, reply: row.reply, support: row.support, total: 0 };
  counts.total = counts.announce + counts.comment + counts.reply + counts.support;
  return counts;
}

const messageColumns = {
  id: messages.id,
  kind: messages.kind,
  actorId: messages.actorId,
  actors: sql<number>`cardinality(${messages.actorIds})`.mapWith(Number),
  contentType: messages.contentType,
  itemId: messages.itemId,
  commentId: messages.commentId,
  noticeId: messages.noticeId,
  text: messages.text,
  subject: messages.subject,
  points: messages.points,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
  at: micros(messages.createdAt),
  title: notices.title,
};

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function selectMessages(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(notices, eq(notices.id, messages.noticeId))
    .where(where)
    .orderBy(desc(messages.id))
    .limit(limit);
}

/** The people who acted in `rows` (their names and avatars as they are now), by id. */
const actorsOf = (db: Db, rows: MessageRow[]) => authorsById({ db }, [...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))]);

function messageItem(row: MessageRow, actors: Map<number, Author>): Item & { at: string } {
  return {
    key: `m${row.id}`,
    kind: row.kind as MessageKind,
    actor: (row.actorId !== null && actors.get(row.actorId)) || null,
    actors: Math.max(1, row.actors),
    place: row.kind === 'notice' ? 'none' : placeOf(row.contentType),
    itemId: row.itemId,
    commentId: row.commentId,
    noticeId: row.noticeId,
    // An announcement's title; what a decision is about, for the others that have one.
    title: row.kind === 'notice' ? (row.title ?? '') : row.subject,
    text: row.text,
    points: row.points,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    at: row.at,
  };
}

/** A tab's cursor: the last message's id; the announce tab's: `<microseconds>_<m|n><id>` (two tables, one order). */
function parseCursor(tab: MessageTab, cursor: string | undefined) {
  if (cursor === undefined) return null;
  const match = tab === 'announce' ? /^(\d{1,19})_([mn])(\d{1,10})$/.exec(cursor) : /^()()(\d{1,10})$/.exec(cursor);
  // Numbers the database's columns can hold (a bigint of microseconds, an int id), else a forged cursor reached SQL.
  if (!match || BigInt(match[1] || '0') > 9_223_372_036_854_775_807n || Number(match[3]) > 2_147_483_647) throw badRequest('messageCursorInvalid');
  return { at: match[1], source: match[2], id: Number(match[3]) };
}

async function announceTab(db: Db, userId: number, cursor: ReturnType<typeof parseCursor>, size: number) {
  const after = (source: 'm' | 'n', at: SQL, id: SQL | typeof messages.id | typeof notices.id) =>
    cursor ? sql`(${at}::bigint, ${source}::text, ${id}) < (${cursor.at}::bigint, ${cursor.source}::text, ${cursor.id})` : undefined;
  const noticeAt = micros(sql`${notices.createdAt}`);
  const [mine, everyone] = await Promise.all([
    selectMessages(db, and(eq(messages.recipientId, userId), eq(messages.tab, TAB_CODE.announce), after('m', micros(messages.createdAt), messages.id)), size + 1),
    db
      .select({ id: notices.id, title: notices.title, text: notices.text, createdAt: notices.createdAt, at: noticeAt, read: sql<boolean>`${notices.createdAt} <= ${noticesReadAt(userId)}` })
      .from(notices)
      .where(and(everyoneNotices, after('n', noticeAt, notices.id)))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(size + 1),
  ]);
  const actors = await actorsOf(db, mine);
  const items: (Item & { at: string })[] = [
    ...mine.map((row) => messageItem(row, actors)),
    ...everyone.map((n) => ({
      key: `n${n.id}`,
      kind: 'notice' as const,
      actor: null,
      actors: 1,
      place: 'none' as const,
      itemId: null,
      commentId: null,
      noticeId: n.id,
      title: n.title,
      text: [...n.text].slice(0, 120).join(''),
      points: null,
      read: Boolean(n.read),
      createdAt: n.createdAt.toISOString(),
      at: n.at,
    })),
  ];
  // One order over both: newest first, then messages before notices of the same microsecond, then by id.
  const rank = (item: { at: string; key: string }) => [BigInt(item.at), item.key[0], Number(item.key.slice(1))] as const;
  items.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    if (x[0] !== y[0]) return x[0] > y[0] ? -1 : 1;
    if (x[1] !== y[1]) return x[1] > y[1] ? -1 : 1;
    return y[2] - x[2];
  });
  const page = items.slice(0, size);
  const last = page.at(-1);
  return { list: page, nextCursor: items.length > size && last ? `${last.at}_${last.key}` : null };
}

export async function messageList(db: Db, userId: number, input: z.output<typeof api.messageList.request>) {
  const cursor = parseCursor(input.tab, input.cursor);
  if (input.tab === 'announce') return announceTab(db, userId, cursor, input.pageSize);
  const rows = await selectMessages(db, and(eq(messages.recipientId, userId), eq(messages.tab, TAB_CODE[input.tab]), cursor ? lt(messages.id, cursor.id) : undefined), input.pageSize + 1);
  const shown = rows.slice(0, input.pageSize);
  const actors = await actorsOf(db, shown);
  const page = shown.map((row) => messageItem(row, actors));
  return { list: page, nextCursor: rows.length > input.pageSize ? String(rows[input.pageSize - 1].id) : null };
}

export async function latestMessages(db: Db, userId: number) {
  const firsts = await Promise.all(MESSAGE_TABS.map((tab) => messageList(db, userId, { tab, pageSize: 1 })));
  return Object.fromEntries(MESSAGE_TABS.map((tab, i) => [tab, firsts[i].list[0] ?? null])) as unknown as Record<MessageTab, Item | null>;
}

/** Marks a tab read (the announce tab: its messages and, by the mark, every announcement to everyone so far). */
export async function markTabRead(db: Db, userId: number, tab: MessageTab) {
  await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(eq(messages.recipientId, userId), eq(messages.tab, TAB_CODE[tab]), isNull(messages.readAt)));
    if (tab === 'announce') {
      await tx.insert(messageMarks).values({ userId, noticesReadAt: sql`now()` }).onConflictDoUpdate({ target: messageMarks.userId, set: { noticesReadAt: sql`now()` } });
    }
  });
  // The user's other pages and devices update their dots too.
  messageBus().publish(userId);
  return unreadCounts(db, userId);
}

export async function noticeDetail(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: notices.id, title: notices.title, text: notices.text, createdAt: notices.createdAt })
    .from(notices)
    .where(and(eq(notices.id, id), or(everyoneNotices, eq(notices.recipientId, userId))))
    .limit(1);
  if (!row) throw new ApiError(200, Code.noticeMissing, 'noticeMissing');
  const read = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.recipientId, userId), inArray(messages.noticeId, [id]), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (read.length > 0) messageBus().publish(userId);
  return { id: row.id, title: row.title, text: row.text, createdAt: row.createdAt.toISOString() };
}
