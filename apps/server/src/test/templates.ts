/**
 * What every server test file would otherwise make from scratch, made once per run and reused: the migrated
 * (and, per catalogue size, seeded) database, and the demo pictures. The run's global setup names a folder for
 * them (see global-setup.ts); a test file started without it makes its own, in a folder of its own.
 *
 * Two files may ask for the same missing template at once (the server project runs files in parallel): each
 * makes it under a private name and renames it into place, so a reader only ever sees a finished one.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { catalogueShape } from '../seed/factories.ts';
import { ensureDemoImages } from '../seed/images.ts';
import { seedCatalogue } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its templates, and the prefix of its template databases on PostgreSQL. */
    serverTestRun: { dir: string; id: string };
  }
}

/** The seed of the harness's demo pictures. */
export const DEMO_IMAGE_SEED = 1;

let ownRun: { dir: string; id: string } | null = null;

/** The global setup's own process names its run here (inject() answers in the workers only). */
export function useTestRun(run: { dir: string; id: string }) {
  ownRun = run;
}

/** This run's folder and id: the global setup's, or (a file run outside the project) one of this process. */
export async function testRun(): Promise<{ dir: string; id: string }> {
  if (ownRun) return ownRun;
  let provided: { dir: string; id: string } | undefined;
  try {
    provided = inject('serverTestRun');
  } catch {
    // not inside a Vitest worker: no run to share
  }
  if (provided) return (ownRun = provided);
  ownRun ??= { dir: await fs.mkdtemp(path.join(os.tmpdir(), 'md-test-run-')), id: randomBytes(4).toString('hex') };
  return ownRun;
}

async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Makes `target` with `make(tmp)` unless it exists; the private name is renamed into place when finished. */
async function once(target: string, make: (tmp: string) => Promise<void>) {
  if (await exists(target)) return;
  const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await make(tmp);
    await fs.rename(tmp, target).catch(async (error: NodeJS.ErrnoException) => {
      // A folder renamed onto another's finished one: theirs is as good as ours.
      if (!(await exists(target))) throw error;
    });
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

const pgliteClient = (db: unknown) => (db as { $client: PGlite }).$client;

/** A PGlite data folder dump: migrated, and seeded with `videos` demo videos when non-zero. */
export async function pgliteTemplate(videos: number): Promise<Blob> {
  const { dir } = await testRun();
  const target = path.join(dir, `pglite-${videos}.tar`);
  await once(target, async (tmp) => {
    // A seeded template starts from the migrated one, so the migrations run once per run.
    const database = videos ? await openDatabase({ pgliteDump: await pgliteTemplate(0) }) : await openDatabase({});
    try {
      if (videos) await seedCatalogue(database.db, catalogueShape(videos));
      const dump = await pgliteClient(database.db).dumpDataDir('none');
      await fs.writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  });
  return new Blob([await fs.readFile(target)]);
}

/** The name of this run's template database on PostgreSQL for `videos` demo videos, made when missing. */
export async function postgresTemplate(serverUrl: string, videos: number): Promise<string> {
  const { id } = await testRun();
  const name = `md_tpl_${id}_${videos}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One maker per template across the run's workers; the others wait here and then find it made.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const source = videos ? await postgresTemplate(serverUrl, 0) : null;
      await admin.query(source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`);
      // A template must have no connection open when it is copied: this pool is closed before anyone copies.
      const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
      try {
        if (videos) await seedCatalogue(database.db, catalogueShape(videos));
      } finally {
        await database.close();
      }
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
  return name;
}

/** Drops this run's template databases (the run's teardown). */
export async function dropPostgresTemplates(serverUrl: string, id: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`md_tpl_${id}_%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Copies the demo pictures (generated once per run and image key) into a media folder. */
export async function copyDemoImages(mediaDir: string, imageKey: string) {
  const { dir } = await testRun();
  const key = createHash('sha256').update(imageKey).digest('hex').slice(0, 12);
  const made = path.join(dir, `media-${key}`);
  await once(made, async (tmp) => {
    await ensureDemoImages(tmp, imageKey, DEMO_IMAGE_SEED);
  });
  await fs.cp(path.join(made, 'demo'), path.join(mediaDir, 'demo'), { recursive: true });
}
