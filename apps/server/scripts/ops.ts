/**
 * Operators' command line, on the database the server uses (same environment). Every action is audited.
 *   npm run ops -- posts                      the queue of pending posts, oldest first
 *   npm run ops -- approve <id> [--by <name>]
 *   npm run ops -- reject <id> <reason> [--by <name>]
 * With PGlite (no DATABASE_URL), stop the server first: its data folder takes one process at a time.
 */
import os from 'node:os';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runOps } from '../src/domains/post/ops-command.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 1 });
try {
  const result = await runOps(database.db, process.argv.slice(2), { defaultBy: os.userInfo().username, now: new Date() });
  (result.ok ? console.log : console.error)(result.output);
  process.exitCode = result.ok ? 0 : result.usage ? 2 : 1;
} finally {
  await database.close();
}
