import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { pgliteTemplate } from '../test/templates.ts';
import { JobQueue } from './job-queue.ts';

const clock = { t: 1_900_000_000 };
const now = () => clock.t;
const queue = (database: Database, workerId: string) => new JobQueue(database.db, { workerId, leaseSeconds: 60, backoffSeconds: 10, now });

describe('job queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('two workers claiming at once never take the same job', async () => {
    const a = queue(database, 'a');
    const b = queue(database, 'b');
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => a.enqueue('race', { n })));
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).claim<{ n: number }>('race')));
    const taken = claims.filter((j) => j !== null).map((j) => j.id);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(new Set(taken).size).toBe(taken.length);
    expect(await a.claim('race')).toBeNull();
  });

  it('a failure is retried after a doubling backoff, then kept failed with its reason', async () => {
    const q = queue(database, 'w');
    const id = await q.enqueue('flaky', {}, 3);
    let job = (await q.claim('flaky'))!;
    expect(await q.fail(job, 'first')).toBe(false);
    expect(await q.claim('flaky')).toBeNull();
    clock.t += 9;
    expect(await q.claim('flaky')).toBeNull();
    clock.t += 1;
    job = (await q.claim('flaky'))!;
    expect(job.attempts).toBe(2);
    expect(await q.fail(job, 'second')).toBe(false);
    clock.t += 19;
    expect(await q.claim('flaky')).toBeNull();
    clock.t += 1;
    job = (await q.claim('flaky'))!;
    expect(await q.fail(job, 'third: broken input')).toBe(true);
    clock.t += 1000;
    expect(await q.claim('flaky')).toBeNull();
    expect(await q.get(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'third: broken input' });
  });

  it('a completed job is not taken again', async () => {
    const q = queue(database, 'w');
    const id = await q.enqueue('once', {});
    const job = (await q.claim('once'))!;
    await q.complete(job.id);
    clock.t += 1000;
    expect(await q.claim('once')).toBeNull();
    expect((await q.get(id))?.state).toBe('done');
  });
});

describe('job queue across a restart', () => {
  it('a job whose worker died is taken again once its lease runs out, and finishes once', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'md-queue-'));
    try {
      // On disk, from this run's migrated template (migrating from nothing twice took 15–32 s on a loaded machine).
      let database = await openDatabase({ pgliteDir: dir, pgliteDump: await pgliteTemplate(0) });
      const before = queue(database, 'before-crash');
      const id = await before.enqueue('transcode', { work: 1 });
      expect((await before.claim('transcode'))?.id).toBe(id);
      // The process ends without completing or failing the job.
      await database.close();

      database = await openDatabase({ pgliteDir: dir });
      const after = queue(database, 'after-restart');
      expect(await after.claim('transcode')).toBeNull();
      clock.t += 61;
      const again = (await after.claim('transcode'))!;
      expect(again).toMatchObject({ id, attempts: 2, payload: { work: 1 } });
      // The dead worker's late answer changes nothing.
      await before.complete(id).catch(() => undefined);
      await after.complete(id);
      clock.t += 1000;
      expect(await after.claim('transcode')).toBeNull();
      expect((await after.get(id))?.state).toBe('done');
      await database.close();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
