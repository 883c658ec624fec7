/**
 * Transaction-scoped advisory locks, one numbered space per kind of write that checks a limit and then writes:
 * counted and written under the lock, two calls at once cannot both pass a limit that only one of them fits in.
 * The numbers live here together so that two kinds never share one by accident.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export const LockSpace = {
  /** A recipient's messages (message/tabs.ts also takes it shared, to wait for writers). */
  messages: 4048,
  workLists: 4059,
  feedback: 740_215_050,
  comments: 740_215_051,
  reports: 740_215_052,
  uploads: 740_215_053,
  /**
   * The catalogue's shared counts (tag and actress video counts, search pieces): one lock (id 0) for every write of a
   * catalogue entry, taken before the first of them, so two edits moving the same counts the opposite ways wait for
   * each other instead of deadlocking (PostgreSQL found one in 3 of 100 re-tags sent at once).
   */
  catalogue: 740_215_054,
} as const;

type Executor = Pick<Db, 'execute'>;

/** Waits for, then holds until the transaction ends, the lock of one id (a user's, mostly) in a space. */
export const lockFor = (db: Executor, space: (typeof LockSpace)[keyof typeof LockSpace], id: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${space}, ${id})`);
