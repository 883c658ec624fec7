/**
 * npm run seed -- [--videos N] [--reset] [--community] [--posts N] [--comments N]
 * Seeds the database named by DATABASE_URL (or the embedded one in DATA_DIR). --reset empties the catalogue
 * tables first. A million videos: npm run seed -- --videos 1000000 --reset (use PostgreSQL for that size).
 * --community adds users, posts and comments in proportion to the videos (one post and ten comments a video;
 * --posts and --comments set other numbers and imply --community); with --reset it empties posts and comments
 * and removes the users an earlier community seed made. The bench of decision 0047:
 * npm run seed -- --videos 1000000 --community --reset.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { SEED_ACCOUNT_PREFIX, communityShape, seedCommunity } from './community.ts';
import { DEFAULT_SEED, catalogueShape } from './factories.ts';
import { ensureDemoImages } from './images.ts';
import { isCatalogueEmpty, seedCatalogue } from './seed.ts';

const { values } = parseArgs({
  options: {
    videos: { type: 'string' },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string' },
    community: { type: 'boolean', default: false },
    posts: { type: 'string' },
    comments: { type: 'string' },
  },
});
const config = loadConfig();
const videos = Number(values.videos ?? config.seedVideos);
if (!Number.isInteger(videos) || videos < 1 || videos > 5_000_000) {
  console.error('--videos must be a whole number from 1 to 5000000');
  process.exit(2);
}
const count = (name: 'posts' | 'comments', max: number) => {
  const value = values[name] === undefined ? undefined : Number(values[name]);
  if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > max)) {
    console.error(`--${name} must be a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return value;
};
const posts = count('posts', 10_000_000);
const comments = count('comments', 50_000_000);
const community = values.community || posts !== undefined || comments !== undefined;

const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
try {
  const seed = Number(values.seed ?? DEFAULT_SEED);
  await ensureDemoImages(config.mediaDir, config.imageKey, seed);
  // One transaction: emptying and refilling happen together or not at all (an interrupted run changes nothing).
  const seeded = await database.db.transaction(async (tx) => {
    if (values.reset) {
      await tx.execute(
        sql`TRUNCATE media, actresses, tags, tag_categories, topics, topic_items, navigation_items, adverts, home_categories, media_tags, media_actresses, actress_tags, hot_searches, search_grams, groups CASCADE`,
      );
      if (community) {
        await tx.execute(sql`TRUNCATE posts, comments CASCADE`);
        await tx.execute(sql`DELETE FROM users WHERE account LIKE ${`${SEED_ACCOUNT_PREFIX}%`}`);
      }
    } else if (!(await isCatalogueEmpty(tx))) {
      return false;
    }
    const log = (m: string) => console.log(m);
    await seedCatalogue(tx, catalogueShape(videos, seed), log);
    if (community) await seedCommunity(tx, communityShape(videos, { posts, comments }), log);
    return true;
  });
  if (!seeded) {
    console.error('The catalogue is not empty; add --reset to replace it.');
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
