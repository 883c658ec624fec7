/**
 * A durable job queue in the database (decision 0051): the same SQL on PGlite and PostgreSQL. A worker claims one
 * job with a single UPDATE whose inner SELECT takes the row FOR UPDATE SKIP LOCKED, so two workers (two processes on
 * PostgreSQL, or two loops on PGlite's one connection, where statements run one at a time) never take the same job.
 * A claim is a lease: a worker that dies (crash, restart) stops renewing it, and once it runs out the job is
 * claimed again. A failure is retried after a backoff doubling from `backoffSeconds`, then kept as `failed` with
 * its reason. Times come from the caller's clock (deps.now), so tests move time instead of waiting.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
}

export interface JobQueueOptions {
  /** Who is claiming, kept on the row (host:pid:random). */
  workerId: string;
  /** How long a claim holds without being renewed. */
  leaseSeconds: number;
  /** The first retry's delay; each further one doubles it. */
  backoffSeconds: number;
  /** Seconds since the epoch. */
  now: () => number;
}

const at = (seconds: number) => new Date(seconds * 1000).toISOString();

export class JobQueue {
  constructor(
    private readonly db: Db,
    readonly options: JobQueueOptions,
  ) {}

  async enqueue(kind: string, payload: unknown, maxAttempts = 3): Promise<number> {
    const [row] = await this.db.insert(jobs).values({ kind, payload, maxAttempts, runAt: new Date(this.options.now() * 1000) }).returning({ id: jobs.id });
    return row.id;
  }

  /** Takes the oldest job of this kind that is due, or whose holder's lease ran out; null when there is none. */
  async claim<P>(kind: string): Promise<Job<P> | null> {
    const now = this.options.now();
    const result = await this.db.execute(sql`
      update jobs set state = 'running', attempts = attempts + 1, locked_by = ${this.options.workerId},
        locked_until = ${at(now + this.options.leaseSeconds)}::timestamptz, updated_at = ${at(now)}::timestamptz
      where id = (
        select id from jobs
        where kind = ${kind}
          and ((state = 'ready' and run_at <= ${at(now)}::timestamptz) or (state = 'running' and locked_until < ${at(now)}::timestamptz))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    const row = rowsOf(result)[0] as { id: number; kind: string; payload: P; attempts: number; max_attempts: number } | undefined;
    if (!row) return null;
    return { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts };
  }

  /** Renews the lease; false when the job is no longer this worker's (its lease ran out and another took it). */
  async renew(id: number): Promise<boolean> {
    const now = this.options.now();
    const rows = await this.db
      .update(jobs)
      .set({ lockedUntil: new Date((now + this.options.leaseSeconds) * 1000), updatedAt: new Date(now * 1000) })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, this.options.workerId)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async complete(id: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'done', lockedBy: null, lockedUntil: null, lastError: null, updatedAt: new Date(this.options.now() * 1000) })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, this.options.workerId)));
  }

  /**
   * Records a failed attempt: due again after the backoff, or `failed` for good once its attempts are spent (or when
   * `final`, for a failure no retry can mend). Answers whether it failed for good.
   */
  async fail(job: Job, reason: string, final = false): Promise<boolean> {
    const now = this.options.now();
    const done = final || job.attempts >= job.maxAttempts;
    const delay = this.options.backoffSeconds * 2 ** Math.max(0, job.attempts - 1);
    await this.db
      .update(jobs)
      .set({
        state: done ? 'failed' : 'ready',
        runAt: new Date((done ? now : now + delay) * 1000),
        lockedBy: null,
        lockedUntil: null,
        lastError: reason.slice(0, 2000),
        updatedAt: new Date(now * 1000),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.options.workerId)));
    return done;
  }

  /** Hands a job back untried (the worker is stopping): due at once, the attempt not counted. */
  async release(id: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'ready', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedBy: null, lockedUntil: null, updatedAt: new Date(this.options.now() * 1000) })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, this.options.workerId), eq(jobs.state, 'running')));
  }

  async get(id: number) {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row ?? null;
  }
}

/** drizzle's execute answers { rows } on both drivers. */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}
