/**
 * Operators' command line, on the database the server uses (same environment). Every action is audited (table
 * operator_audit). `npm run ops -- --help` prints the commands (exit code 0; `npm run ops` alone prints them as a
 * complaint, exit code 2; docs/operations.md): queue, posts, approve, reject,
 * pin-thread, unpin-thread, hide-comment, unhide-comment, dismiss, words, audit, reviews, approve-review,
 * reject-review.
 * `npm run ops -- announce [--to <userId>] <title> <text>` (domains/message/ops-command.ts): with REDIS_URL set, an
 * announcement reaches open pages at once; without it, at their next look (decision 0048).
 * `npm run ops -- ingest <folder> [--queue]` (domains/ops/ingest.ts, decision 0063): video files into the catalogue,
 * with a progress bar per file and overall on a terminal, plain lines otherwise.
 * `npm run ops -- works | approve-work <id> | reject-work <id> --reason '<reason>'` (domains/ops/works.ts, decision
 * 0066): creators' works awaiting review into the catalogue, or back to their authors with the reason.
 * With PGlite (no DATABASE_URL), stop the server first: its data folder takes one process at a time.
 */
import os from 'node:os';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { closeMessageBus, openMessageBus } from '../src/domains/message/bus.ts';
import { runIngest } from '../src/domains/ops/ingest.ts';
import { progressFor } from '../src/domains/ops/ingest-progress.ts';
import { createKvStore } from '../src/lib/kv-store.ts';
import { closeMediaStores } from '../src/lib/media-store.ts';
import { isCatalogueEmpty } from '../src/seed/seed.ts';
import { isHelpRequest, isWorkOpsCommand, OPS_USAGE, runOps, runWorkOps } from '../src/domains/ops/service.ts';

if (isHelpRequest(process.argv.slice(2))) {
  // Asked for: printed without opening the database (it works while the server holds an embedded one).
  console.log(OPS_USAGE);
  process.exit(0);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 1 });
const bus = await openMessageBus(config.redisUrl);
try {
  const argv = process.argv.slice(2);
  const context = { defaultBy: os.userInfo().username, now: new Date() };
  let result;
  if (argv[0] === 'ingest' && (await isCatalogueEmpty(database.db))) {
    // The first start seeds an empty catalogue with fixed ids (and makes its categories and tags): a video ingested
    // before it would stand in its way.
    result = { ok: false, output: 'this database has no catalogue yet: start the server once (it sets the catalogue up), then ingest' };
  } else if (argv[0] === 'ingest' || isWorkOpsCommand(argv[0])) {
    // These need the app's dependencies: the media stores (a bucket when S3_* is set) and the image key.
    const kv = createKvStore({ redisUrl: config.redisUrl, dir: config.kvDir });
    try {
      const deps = { config, db: database.db, kv, now: () => Math.floor(Date.now() / 1000) };
      result = argv[0] === 'ingest' ? await runIngest(deps, argv, context, progressFor(process.stdout)) : await runWorkOps(deps, argv, context);
    } finally {
      await kv.close();
      closeMediaStores(config);
    }
  } else {
    result = await runOps(database.db, argv, context);
  }
  (result.ok ? console.log : console.error)(result.output);
  process.exitCode = result.ok ? 0 : result.usage ? 2 : 1;
} finally {
  await closeMessageBus(bus);
  await database.close();
}
