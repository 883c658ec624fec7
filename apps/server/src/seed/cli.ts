/**
 * npm run seed -- [--videos N] [--reset]
 * Seeds the database named by DATABASE_URL (or the embedded one in DATA_DIR). --reset empties the catalogue
 * tables first. A million videos: npm run seed -- --videos 1000000 --reset (use PostgreSQL for that size).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEFAULT_SEED, catalogueShape } from './factories.ts';
import { ensureDemoImages } from './images.ts';
import { isCatalogueEmpty, seedCatalogue } from './seed.ts';

const { values } = parseArgs({
  options: { videos: { type: 'string' }, reset: { type: 'boolean', default: false }, seed: { type: 'string' } },
});
const config = loadConfig();
const videos = Number(values.videos ?? config.seedVideos);
if (!Number.isInteger(videos) || videos < 1 || videos > 5_000_000) {
  console.error('--videos must be a whole number from 1 to 5000000');
  process.exit(2);
}
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
try {
  const seed = Number(values.seed ?? DEFAULT_SEED);
  await ensureDemoImages(config.mediaDir, config.imageKey, seed);
  // One transaction: emptying and refilling happen together or not at all (an interrupted run changes nothing).
  const seeded = await database.db.transaction(async (tx) => {
    if (values.reset) {
      await tx.execute(
        sql`TRUNCATE media, actresses, tags, tag_categories, topics, topic_items, navigation_items, adverts, home_categories, media_tags, media_actresses, actress_tags, hot_searches, search_grams CASCADE`,
      );
    } else if (!(await isCatalogueEmpty(tx))) {
      return false;
    }
    await seedCatalogue(tx, catalogueShape(videos, seed), (m) => console.log(m));
    return true;
  });
  if (!seeded) {
    console.error('The catalogue is not empty; add --reset to replace it.');
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
