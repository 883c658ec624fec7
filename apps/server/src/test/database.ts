/**
 * A fresh, migrated database for one test file, copied from this run's template (seeded with `videos` demo videos
 * when non-zero): PGlite in memory loaded from a dump by default, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL made with CREATE DATABASE … TEMPLATE (dropped again on close).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { databaseUrl, pgliteTemplate, postgresTemplate } from './templates.ts';

export async function createTestDatabase(videos = 0): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDump: await pgliteTemplate(videos) });
  const template = await postgresTemplate(serverUrl, videos);
  const name = `md_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
