/** A video as a card in any list, and the orders lists of videos are sorted by. */
import type { MediaCard } from '@md/contract';
import { and, desc, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import type { CardSource } from '../../lib/card-source.ts';

export const mediaCardColumns = {
  id: media.id,
  title: media.title,
  cover: media.cover,
  duration: media.duration,
  views: media.views,
  collects: media.collects,
  free: media.free,
  publishedAt: media.publishedAt,
};

type MediaCardRow = { id: number; title: string; cover: string; duration: number; views: number; collects: number; free: boolean; publishedAt: Date };

export function toMediaCard(row: MediaCardRow): MediaCard {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

/** Videos anyone may find in lists and search (works/modify/show: not unlisted, not private). */
export const listedMedia: SQL = sql`${media.visibility} = 'public'`;
/** Videos whose page opens by their link (public and unlisted; a private one is its author's alone). */
export const reachableMedia: SQL = sql`${media.visibility} <> 'private'`;
/** The ids of those videos, as a subquery for another domain's filter (`… in ${reachableMediaIds}`). */
export const reachableMediaIds: SQL = sql`(select ${media.id} from ${media} where ${reachableMedia})`;

/**
 * Videos as cards, for lists other domains build (collections, topics, the home page): an operator's list shows
 * listed videos only, a user's own lists those they can still open (decision 0070).
 */
export const mediaCards: CardSource<MediaCardRow, MediaCard> = {
  table: media,
  id: media.id,
  columns: mediaCardColumns,
  toCard: toMediaCard,
  shown: { listed: listedMedia, reachable: reachableMedia },
};

/** The contract's media sorts (`mediaSort`), newest id first among equals so pages never overlap. */
export const MEDIA_ORDER = {
  new: [desc(media.publishedAt), desc(media.id)],
  hot: [desc(media.views), desc(media.id)],
  collect: [desc(media.collects), desc(media.id)],
} as const;

/** A video as a post carries it (decision 0069): the card's picture, title and length. */
export interface VideoBrief {
  id: number;
  title: string;
  cover: string;
  duration: number;
}

/**
 * The videos among `ids` that may be shown on a post (public or unlisted: a post is seen by everyone, so a private
 * video is left out), by id.
 */
export async function videoBriefs(db: Db, ids: number[]): Promise<Map<number, VideoBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, title: media.title, cover: media.cover, duration: media.duration })
    .from(media)
    .where(and(inArray(media.id, ids), ne(media.visibility, 'private')));
  return new Map(rows.map((row) => [row.id, row]));
}
