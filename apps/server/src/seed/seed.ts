/** Fills an empty database with the demo catalogue; the same code fills a million-video benchmark database. */
import { count, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { LockSpace, lockFor } from '../db/locks.ts';
import {
  actressTags,
  actresses,
  adverts,
  danmaku,
  homeCategories,
  hotSearches,
  media,
  mediaActresses,
  mediaTags,
  navigationItems,
  searchGramPostings,
  searchGrams,
  tagCategories,
  tags,
  topicItems,
  topics,
} from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import {
  DEFAULT_SEED,
  actressRow,
  advertRows,
  catalogueShape,
  danmakuRows,
  hotSearchRows,
  homeCategoryRows,
  mediaLinks,
  mediaRow,
  navigationRows,
  tagCategoryRows,
  tagRows,
  topicRow,
  type CatalogueShape,
} from './factories.ts';
import { refreshSearchGrams, SEARCH_TOTAL_CAP } from '../domains/search/service.ts';
import { seedGroups } from './groups.ts';
import { ensureDemoImages } from './images.ts';

const MEDIA_BATCH = 2000;
const LINK_BATCH = 8000;

type Log = (message: string) => void;

/** Steps a test can hook into: told after each batch of videos is written (a failure there interrupts the seed). */
export interface SeedHooks {
  afterMediaBatch?: (videosWritten: number) => void | Promise<void>;
}

/** Any number: only seeds take this lock, so two processes starting on one empty database seed once. */
const SEED_LOCK = 740_215_001;

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedCatalogue(db: Db, shape: CatalogueShape, log: Log = () => {}, hooks: SeedHooks = {}) {
  const started = Date.now();
  await db.insert(homeCategories).values(homeCategoryRows());
  await db.insert(tagCategories).values(tagCategoryRows());
  await db.insert(tags).values(tagRows());

  const actressData = Array.from({ length: shape.actresses }, (_, i) => actressRow(shape, i));
  await insertInBatches(actressData, 1000, (b) => db.insert(actresses).values(b.map(({ tagIds: _t, ...row }) => row)));
  await insertInBatches(
    actressData.flatMap((a) => a.tagIds.map((tagId) => ({ actressId: a.id, tagId }))),
    LINK_BATCH,
    (b) => db.insert(actressTags).values(b),
  );

  for (let start = 0; start < shape.videos; start += MEDIA_BATCH) {
    const end = Math.min(shape.videos, start + MEDIA_BATCH);
    const rows = [];
    const actressLinks = [];
    const tagLinks = [];
    for (let i = start; i < end; i++) {
      rows.push(mediaRow(shape, i));
      const links = mediaLinks(shape, i);
      for (const actressId of links.actressIds) actressLinks.push({ mediaId: i + 1, actressId });
      for (const tagId of links.tagIds) tagLinks.push({ mediaId: i + 1, tagId });
    }
    await insertInBatches(rows, 1000, (b) => db.insert(media).values(b));
    await insertInBatches(actressLinks, LINK_BATCH, (b) => db.insert(mediaActresses).values(b));
    await insertInBatches(tagLinks, LINK_BATCH, (b) => db.insert(mediaTags).values(b));
    if (shape.videos > 20_000 && end % 50_000 === 0) log(`seed: ${end} of ${shape.videos} videos`);
    await hooks.afterMediaBatch?.(end);
  }

  const topicData = Array.from({ length: shape.topics }, (_, i) => topicRow(shape, i));
  await db.insert(topics).values(topicData.map(({ itemIds: _i, ...row }) => row));
  await db.insert(topicItems).values(topicData.flatMap((t) => t.itemIds.map((itemId, sort) => ({ topicId: t.id, itemId, sort }))));
  await db.insert(navigationItems).values(navigationRows(shape));
  await db.insert(adverts).values(advertRows());
  await db.insert(hotSearches).values(hotSearchRows());
  const demoDanmaku = danmakuRows(shape);
  if (demoDanmaku.length) await db.insert(danmaku).values(demoDanmaku);
  await seedGroups(db, shape);

  await db.execute(sql`UPDATE actresses a SET media_count = c.n FROM (SELECT actress_id, count(*)::int AS n FROM media_actresses GROUP BY actress_id) c WHERE c.actress_id = a.id`);
  await db.execute(sql`UPDATE tags t SET media_count = c.n FROM (SELECT tag_id, count(*)::int AS n FROM media_tags GROUP BY tag_id) c WHERE c.tag_id = t.id`);
  await db.execute(sql`UPDATE tags t SET actress_count = c.n FROM (SELECT tag_id, count(*)::int AS n FROM actress_tags GROUP BY tag_id) c WHERE c.tag_id = t.id`);
  // Rows were inserted with explicit ids: move each identity past them so new rows do not collide.
  await refreshSearchGrams(db);
  for (const table of ['media', 'actresses', 'tags', 'tag_categories', 'topics', 'navigation_items', 'adverts', 'hot_searches', 'groups']) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`));
  }
  await db.execute(sql`ANALYZE`);
  log(`seed: ${shape.videos} videos, ${shape.actresses} actresses, ${tagRows().length} tags, ${shape.topics} topics in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function isCatalogueEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(homeCategories);
  return row.n === 0;
}

/**
 * A catalogue made before search_grams or its postings existed (or filled by other means) gets its short-term
 * search index.
 */
export async function ensureSearchIndex(db: Deps['db'], log: Log = () => {}) {
  if (!(await searchIndexMissing(db))) return;
  // Built under the catalogue's lock, asked again once held: processes starting together build it once, and never
  // beside an edit or an approval moving its counts.
  await db.transaction(async (t) => {
    const tx = t as unknown as Deps['db'];
    await lockFor(tx, LockSpace.catalogue, 0);
    if (!(await searchIndexMissing(tx))) return;
    log('seed: building the search index of title pieces');
    await refreshSearchGrams(tx);
  });
}

/** Whether the title pieces' index is absent or lacks its postings; one row is enough to know (never a count). */
async function searchIndexMissing(db: Deps['db']) {
  const [anyGram] = await db.select({ gram: searchGrams.gram }).from(searchGrams).limit(1);
  const [rareGram] = await db.select({ gram: searchGrams.gram }).from(searchGrams).where(lt(searchGrams.mediaCount, SEARCH_TOTAL_CAP)).limit(1);
  const [anyPosting] = await db.select({ gram: searchGramPostings.gram }).from(searchGramPostings).limit(1);
  return !anyGram || Boolean(rareGram && !anyPosting);
}

/**
 * Seeds in one transaction: a process killed (or a failure) half-way leaves the database as it was, empty, and the
 * next start seeds it again from the beginning. The transaction holds a lock and checks emptiness again inside it,
 * so two processes starting together on one database seed it once. Returns whether this call seeded.
 */
export async function seedAtomically(db: Db, shape: CatalogueShape, log: Log = () => {}, hooks: SeedHooks = {}) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isCatalogueEmpty(tx))) return false;
    await seedCatalogue(tx, shape, log, hooks);
    return true;
  });
}

/** On start: make missing demo pictures; seed the catalogue when the database has none. */
export async function seedIfEmpty(
  deps: Pick<Deps, 'db' | 'config'>,
  options: { videos: number; seed?: number; log?: Log; hooks?: SeedHooks },
) {
  const log = options.log ?? (() => {});
  const made = await ensureDemoImages(deps.config.mediaDir, deps.config.imageKey, options.seed ?? DEFAULT_SEED);
  if (made) log(`seed: generated ${made} demo pictures`);
  if (!(await isCatalogueEmpty(deps.db))) {
    await ensureSearchIndex(deps.db, log);
    return false;
  }
  log('seed: empty database, generating the demo catalogue');
  const seeded = await seedAtomically(deps.db, catalogueShape(options.videos, options.seed ?? DEFAULT_SEED), log, options.hooks);
  if (!seeded) await ensureSearchIndex(deps.db, log);
  return seeded;
}
