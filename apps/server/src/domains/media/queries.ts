/**
 * Building blocks for domains that choose videos by their own rules (search): conditions on videos, a page of
 * them in a media sort, a capped count. The caller decides the plan; the columns stay here.
 */
import type { MediaCard } from '@md/contract';
import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import { pageOffset, type PageRequest } from '../../lib/paging.ts';
import { listedMedia, MEDIA_ORDER, mediaCardColumns, toMediaCard } from './cards.ts';

export { listedMedia };

export const mediaWhere = {
  /** Title matches a LIKE pattern, case-insensitively (served by the trigram index). */
  titleLike: (pattern: string): SQL => ilike(media.title, pattern),
  /** Id is among the ids a subquery yields, read first and then sorted (see the search domain's planner note). */
  idAmong: (ids: SQL): SQL => sql`${media.id} = ANY(ARRAY(${ids}))`,
};

/** A creator's listed videos (their published works that are public), newest first, and how many there are. */
export async function authorMediaPage(db: Db, authorId: number, page: PageRequest): Promise<{ list: MediaCard[]; total: number }> {
  const byAuthor = eq(media.authorId, authorId);
  const [list, [{ total }]] = await Promise.all([mediaPage(db, byAuthor, 'new', page), db.select({ total: count() }).from(media).where(and(listedMedia, byAuthor))]);
  return { list, total };
}

export async function mediaPage(db: Db, where: SQL, sort: keyof typeof MEDIA_ORDER, page: PageRequest): Promise<MediaCard[]> {
  const rows = await db.select(mediaCardColumns).from(media).where(and(listedMedia, where)).orderBy(...MEDIA_ORDER[sort]).limit(page.pageSize).offset(pageOffset(page));
  return rows.map(toMediaCard);
}

/** How many videos match, counting no further than cap. */
export async function countMediaUpTo(db: Db, where: SQL, cap: number): Promise<number> {
  const [capped] = await db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(media).where(and(listedMedia, where)).limit(cap).as('hits'));
  return Number(capped.n);
}
