/** One video: its page data, where to play it, related videos, and the caller's support or opposition. */
import { MEDIA_LEVELS, type MediaCard, type api } from '@md/contract';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { media, mediaActresses, mediaAttitudes, mediaTags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { linkedCards } from '../../lib/card-source.ts';
import { playableClip } from '../../lib/clips.ts';
import { notFound } from '../../lib/errors.ts';
import { VIDEO_PATH } from '../../lib/media-paths.ts';
import { levelsUpTo, signMedia, tokenQuery } from '../../lib/media-token.ts';
import { actressCards } from '../actress/service.ts';
import type { AuthedUser } from '../auth/service.ts';
import { tagRefCards } from '../tag/service.ts';
import { publicUser } from '../user/service.ts';
import { mediaCardColumns, toMediaCard } from './cards.ts';
import { listedMedia } from './queries.ts';
import { countsAsView } from '../../lib/views.ts';

const ATTITUDE = { support: 1, oppose: -1 } as const;
const attitudeName = (value: number | undefined): 'support' | 'oppose' | null => (value === 1 ? 'support' : value === -1 ? 'oppose' : null);

async function requireMedia(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(media).where(eq(media.id, id)).limit(1);
  // A private work is nobody's to open by its link (its author sees it in works/media); an unlisted one is.
  if (!row || row.visibility === 'private') throw notFound('notFound');
  return row;
}

/**
 * The public part of a video page, the same for everyone (cached by the route): its author's nickname and avatar are
 * read with it, so a change of them shows here within the cache's time-to-live (decision 0070).
 */
export async function mediaPublicDetail(deps: Deps, id: number) {
  const row = await requireMedia(deps, id);
  const [tagRows, actressRows, author] = await Promise.all([
    linkedCards(deps.db, tagRefCards, { table: mediaTags, itemId: mediaTags.tagId, where: eq(mediaTags.mediaId, id), orderBy: asc(tagRefCards.id) }),
    linkedCards(deps.db, actressCards, { table: mediaActresses, itemId: mediaActresses.actressId, where: eq(mediaActresses.mediaId, id), orderBy: asc(actressCards.id) }),
    row.authorId === null ? null : publicUser(deps, row.authorId),
  ]);
  return {
    ...toMediaCard(row),
    description: row.description,
    supports: row.supports,
    opposes: row.opposes,
    comments: row.comments,
    tags: tagRows,
    actresses: actressRows,
    author: author && { id: author.id, nickname: author.nickname, avatar: author.avatar },
  };
}

/**
 * The caller's attitude to a video, with its live counts (the detail's may be up to 30 s old). Whether the caller
 * collected it is the collect domain's answer; the route puts both together.
 */
export async function mediaState(deps: Deps, user: AuthedUser | null, id: number) {
  const row = await requireMedia(deps, id);
  const counts = { supports: row.supports, opposes: row.opposes, collects: row.collects };
  if (!user) return { attitude: null, ...counts };
  const attitude = await deps.db
    .select({ attitude: mediaAttitudes.attitude })
    .from(mediaAttitudes)
    .where(and(eq(mediaAttitudes.userId, user.id), eq(mediaAttitudes.mediaId, id)))
    .limit(1);
  return { attitude: attitudeName(attitude[0]?.attitude), ...counts };
}

/**
 * Where to play: a signed, expiring master playlist (lib/media-token.ts) whose levels are the caller's. Guests get
 * high definition for free videos only (up to the configured guest level otherwise); for the rest `hdRefused`
 * and `locked` tell the client to explain that an account unlocks it. Each call counts one view, except a
 * preload (the page getting ready before the viewer presses play).
 */
export async function mediaPlay(deps: Deps, user: AuthedUser, id: number, preload = false) {
  const row = await requireMedia(deps, id);
  const clip = playableClip(row.clip, row.duration);
  if (!clip) throw notFound('notFound');
  if (!preload && (await countsAsView(deps.kv, 'media', id, user.id))) await deps.db.update(media).set({ views: sql`${media.views} + 1` }).where(eq(media.id, id));
  const { secret, ttlSeconds, guestLevel } = deps.config.mediaUrls;
  const maxLevel = row.free || user.registered ? MEDIA_LEVELS[MEDIA_LEVELS.length - 1] : guestLevel;
  const prefix = `${VIDEO_PATH}/${clip.name}/`;
  const signed = `?${tokenQuery(signMedia(secret, prefix, maxLevel, deps.now(), ttlSeconds))}`;
  const base = `${deps.config.publicUrl}${prefix}`;
  const levels = levelsUpTo(maxLevel);
  const hd = levels.length === MEDIA_LEVELS.length;
  return {
    url: `${base}index.m3u8${signed}`,
    hd,
    hdRefused: !hd,
    levels,
    locked: MEDIA_LEVELS.filter((level) => !levels.includes(level)),
    duration: clip.duration,
    thumbnails: { urls: [`${base}sprite.jpg${signed}`], pic_num: clip.sprite.picNum, col: clip.sprite.col, row: clip.sprite.row, width: 160 as const, height: 90 as const },
  };
}

/**
 * Videos sharing tags with this one, most watched first; when they are fewer than asked (a creator's work without
 * tags, a rare tag), the most watched of the rest after them, so 猜你喜欢 and 自动连播 always have something.
 */
export async function mediaMaylike(deps: Deps, id: number, limit: number): Promise<MediaCard[]> {
  await requireMedia(deps, id);
  const ownTags = deps.db.select({ id: mediaTags.tagId }).from(mediaTags).where(eq(mediaTags.mediaId, id));
  const related = await deps.db
    .select(mediaCardColumns)
    .from(media)
    .where(and(listedMedia, ne(media.id, id), inArray(media.id, deps.db.select({ id: mediaTags.mediaId }).from(mediaTags).where(inArray(mediaTags.tagId, ownTags)))))
    .orderBy(desc(media.views), desc(media.id))
    .limit(limit);
  const more =
    related.length < limit
      ? await deps.db
          .select(mediaCardColumns)
          .from(media)
          .where(and(listedMedia, notInArray(media.id, [id, ...related.map((row) => row.id)])))
          .orderBy(desc(media.views), desc(media.id))
          .limit(limit - related.length)
      : [];
  return [...related, ...more].map(toMediaCard);
}

/** Support, oppose or take it back; the counts move with it, in one transaction. */
export async function setAttitude(deps: Deps, user: AuthedUser, id: number, next: z.output<typeof api.mediaAttitude.request>['attitude']) {
  await requireMedia(deps, id);
  return deps.db.transaction(async (tx) => {
    // The video's row first: a first attitude has no row of its own to lock, and parallel calls each counted one.
    await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for('no key update');
    const [current] = await tx
      .select({ attitude: mediaAttitudes.attitude })
      .from(mediaAttitudes)
      .where(and(eq(mediaAttitudes.userId, user.id), eq(mediaAttitudes.mediaId, id)))
      .for('update');
    const before = current?.attitude ?? 0;
    const after = next === 'none' ? 0 : ATTITUDE[next];
    if (before !== after) {
      if (after === 0) await tx.delete(mediaAttitudes).where(and(eq(mediaAttitudes.userId, user.id), eq(mediaAttitudes.mediaId, id)));
      else
        await tx
          .insert(mediaAttitudes)
          .values({ userId: user.id, mediaId: id, attitude: after })
          .onConflictDoUpdate({ target: [mediaAttitudes.userId, mediaAttitudes.mediaId], set: { attitude: after } });
      const supports = (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
      const opposes = (after === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
      await tx
        .update(media)
        .set({ supports: sql`greatest(${media.supports} + ${supports}, 0)`, opposes: sql`greatest(${media.opposes} + ${opposes}, 0)` })
        .where(eq(media.id, id));
    }
    const [counts] = await tx.select({ supports: media.supports, opposes: media.opposes }).from(media).where(eq(media.id, id));
    return { ...counts, attitude: attitudeName(after) };
  });
}
