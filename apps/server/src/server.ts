/** Starts the site: opens the database (PGlite in DATA_DIR unless DATABASE_URL), seeds an empty one, listens. */
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createKvStore } from './lib/kv-store.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
// Serving the built web app means React's production build, even for a local `npm start`; the server's own
// production safeguards (required secrets, HTTPS-only headers) stay tied to an explicit NODE_ENV=production.
if (!process.env.NODE_ENV && config.webMode === 'production') process.env.NODE_ENV = 'production';
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  onIdleError: (error) => console.warn(`database connection lost and replaced: ${error.message}`),
});
const kv = createKvStore({ redisUrl: config.redisUrl, dir: config.kvDir });
const deps = { config, db: database.db, kv, now: () => Math.floor(Date.now() / 1000) };
const internalKey = randomBytes(24).toString('hex');
const app = await buildApp(deps, { internalKey, webDevelopment: config.webMode === 'development' });
if (config.webMode !== 'off') {
  const { registerWeb } = await import('./web/host.ts');
  await registerWeb(app, deps, config.webMode, internalKey);
}

await seedIfEmpty(deps, { videos: config.seedVideos, log: (msg) => app.log.info(msg) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await kv.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
// The one line a person starting the site looks for, printed whatever the log level.
// eslint-disable-next-line no-console
console.log(`\n  MD video site is running at http://${shown}:${config.port}/  (${database.kind === 'pglite' ? `embedded database in ${config.pgliteDir}` : 'PostgreSQL'})\n`);
