/**
 * Substring search on titles, planned by how common the term is:
 * - one or two characters: search_grams gives the exact total (or an instant empty answer). A common piece's
 *   page comes from walking the sort's index and keeping matches, which stops soon; a rare one's (under
 *   SEARCH_TOTAL_CAP videos) from its postings, a few thousand rows at most, sorted;
 * - three characters and more: matches are counted up to SEARCH_TOTAL_CAP through the trigram index; a rare term
 *   (under SEARCH_TOTAL_CAP matches) is then read through the trigram index and its matches sorted, a common one by
 *   walking the sort's index, where a page is found after a few thousand rows.
 */
import type { api } from '@md/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hotSearches, searchGramPostings, searchGrams } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { emptyPage, pageOf } from '../../lib/paging.ts';
import { actressesNamed } from '../actress/service.ts';
import { countMediaUpTo, mediaPage, mediaWhere } from '../media/service.ts';
import { tagsNamed } from '../tag/service.ts';

/** Long terms are counted up to here; a term this common is read by walking the sort index. */
export const SEARCH_TOTAL_CAP = 5000;
export const HOT_BATCH = 10;
const SUGGEST_LIMIT = 8;

/** %, _ and \ in what people type are literal characters, not patterns. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const normalise = (keyword: string) => keyword.trim().toLowerCase();

export async function searchMedia(deps: Deps, input: z.output<typeof api.searchMedia.request>) {
  const term = normalise(input.keyword);
  let total: number | null = null;
  if ([...term].length <= 2) {
    const [gram] = await deps.db.select({ n: searchGrams.mediaCount }).from(searchGrams).where(eq(searchGrams.gram, term)).limit(1);
    if (!gram) return emptyPage(input);
    total = gram.n;
  }
  const trigramMatch = mediaWhere.titleLike(likePattern(term));
  if (total === null) {
    total = await countMediaUpTo(deps.db, trigramMatch, SEARCH_TOTAL_CAP);
    if (total === 0) return emptyPage(input);
  }
  const short = [...term].length <= 2;
  const common = total >= SEARCH_TOTAL_CAP;
  // We know the term is common (we counted); the planner's generic estimate for a substring match does not, and
  // would scan and sort the whole table. For this one query it may only walk the sort index.
  const list = common
    ? await deps.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        return mediaPage(tx as unknown as Deps['db'], trigramMatch, input.sort, input);
      })
    : short
      ? // = ANY(ARRAY(…)): the ids are read first and their rows sorted; with IN the planner walks the sort index
        // and probes the postings for every row it passes.
        await mediaPage(deps.db, mediaWhere.idAmong(sql`SELECT ${searchGramPostings.mediaId} FROM ${searchGramPostings} WHERE ${searchGramPostings.gram} = ${term}`), input.sort, input)
      : await mediaPage(deps.db, trigramMatch, input.sort, input);
  return pageOf(input, list, total);
}

export function searchActresses(deps: Deps, input: z.output<typeof api.searchActress.request>) {
  return actressesNamed(deps, likePattern(normalise(input.keyword)), input);
}

export function searchTags(deps: Deps, input: z.output<typeof api.searchTag.request>) {
  return tagsNamed(deps, likePattern(normalise(input.keyword)), input);
}

/** Titles and names that contain what is being typed, most watched first, without repeats. */
export async function searchSuggest(deps: Deps, keyword: string): Promise<string[]> {
  const [names, titles] = await Promise.all([
    searchActresses(deps, { keyword, page: 1, pageSize: 3 }),
    searchMedia(deps, { keyword, sort: 'hot', page: 1, pageSize: SUGGEST_LIMIT }),
  ]);
  return [...new Set([...names.list.map((a) => a.name), ...titles.list.map((m) => m.title)])].slice(0, SUGGEST_LIMIT);
}

/** Hot terms in batches of ten; batch n wraps around the list. */
export async function hotSearchBatch(deps: Deps, batch: number) {
  const rows = await deps.db.select().from(hotSearches).orderBy(asc(hotSearches.sort), desc(hotSearches.hot), asc(hotSearches.id));
  if (rows.length === 0) return [];
  const batches = Math.ceil(rows.length / HOT_BATCH);
  const start = (batch % batches) * HOT_BATCH;
  return rows.slice(start, start + HOT_BATCH).map((r) => ({ id: r.id, keyword: r.keyword, hot: r.hot }));
}

/** Every one- and two-character piece of every searchable (public) title, lower-cased, with its video. */
const titlePieces = sql`
  SELECT m.id, substr(lower(m.title), i, n) AS gram
  FROM media m
  CROSS JOIN LATERAL generate_series(1, char_length(m.title)) AS i
  CROSS JOIN (VALUES (1), (2)) AS lengths(n)
  WHERE i + n - 1 <= char_length(m.title) AND m.visibility = 'public'`;

/** Rebuilds search_grams and the rare pieces' postings from the titles; run after the catalogue changes in bulk (the seed does). */
export async function refreshSearchGrams(db: Deps['db']) {
  await db.execute(sql`TRUNCATE search_grams, search_gram_postings`);
  await db.execute(sql`
    INSERT INTO search_grams (gram, media_count)
    SELECT gram, count(*)::int FROM (SELECT DISTINCT id, gram FROM (${titlePieces}) p) pieces
    WHERE gram !~ '\\s'
    GROUP BY gram`);
  await db.execute(sql`
    INSERT INTO search_gram_postings (gram, media_id)
    SELECT DISTINCT p.gram, p.id FROM (${titlePieces}) p
    JOIN search_grams g ON g.gram = p.gram AND g.media_count < ${SEARCH_TOTAL_CAP}`);
}

/**
 * Adds one new video's title pieces to search_grams and, for the rare ones, to the postings (an ingested video,
 * decision 0063), in the caller's transaction. A piece this video makes common keeps its postings until the next
 * rebuild: searches then walk the sort index and never read them.
 */
export async function indexMediaTitle(db: Deps['db'], mediaId: number) {
  const pieces = sql`SELECT DISTINCT p.gram FROM (${titlePieces}) p WHERE p.id = ${mediaId} AND p.gram !~ '\\s'`;
  await db.execute(sql`
    INSERT INTO search_grams (gram, media_count)
    SELECT gram, 1 FROM (${pieces}) mine
    ON CONFLICT (gram) DO UPDATE SET media_count = search_grams.media_count + 1`);
  await db.execute(sql`
    INSERT INTO search_gram_postings (gram, media_id)
    SELECT mine.gram, ${mediaId}::int FROM (${pieces}) mine
    JOIN search_grams g ON g.gram = mine.gram AND g.media_count < ${SEARCH_TOTAL_CAP}
    ON CONFLICT DO NOTHING`);
}

/**
 * Takes one video's title pieces out of search_grams and its postings, in the caller's transaction: before its
 * title or visibility changes (then indexMediaTitle, which counts it again if it is public).
 */
export async function unindexMediaTitle(db: Deps['db'], mediaId: number) {
  const pieces = sql`SELECT DISTINCT p.gram FROM (${titlePieces}) p WHERE p.id = ${mediaId} AND p.gram !~ '\\s'`;
  await db.execute(sql`UPDATE search_grams SET media_count = media_count - 1 WHERE gram IN (${pieces})`);
  await db.execute(sql`DELETE FROM search_grams WHERE media_count <= 0 AND gram IN (${pieces})`);
  await db.execute(sql`DELETE FROM search_gram_postings WHERE media_id = ${mediaId}`);
}
