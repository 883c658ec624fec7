/**
 * `npm run worker -w @md/server`: transcode workers as their own process (decision 0051), beside a server started
 * with WORKER=off or in addition to its own. Needs DATABASE_URL: the embedded PGlite database opens in one process
 * only, so without PostgreSQL the server's own worker (WORKER=inline, the default) does the work.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startWorker, type WorkerLog } from './domains/works/worker.ts';
import { createKvStore } from './lib/kv-store.ts';
import { closeMediaStores } from './lib/media-store.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('The worker command needs DATABASE_URL (PostgreSQL): the embedded database is held by the server, whose own worker runs by default (WORKER=inline).');
  process.exit(2);
}
const database = await openDatabase({ url: config.databaseUrl, onIdleError: (error) => console.warn(`database connection lost and replaced: ${error.message}`) });
const kv = createKvStore({ redisUrl: config.redisUrl, dir: config.kvDir });
const deps = { config, db: database.db, kv, now: () => Math.floor(Date.now() / 1000) };
// One JSON line per event, like the server's log.
// eslint-disable-next-line no-console
const line = (level: string) => (fields: object, message: string) => console.log(JSON.stringify({ level, time: Date.now(), msg: message, ...fields }));
const log: WorkerLog = { info: line('info'), warn: line('warn'), error: line('error') };
const worker = startWorker(deps, log, 'command');
log.info({ concurrency: config.works.workerConcurrency }, 'transcode worker started');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'worker stopping; a transcode under way is handed back to the queue');
  await worker.stop();
  await kv.close();
  await database.close();
  closeMediaStores(config);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
