/** Review rows to the wire: subjects, tags, authors. */
import { ContentType, POST_STATUSES, type PostStatus, type ReviewSubject } from '@md/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { actresses, media, postTags, reviewTagLinks, reviews } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { reachableMedia } from '../media/service.ts';
import { authorsById } from '../auth/service.ts';

export type ReviewRow = typeof reviews.$inferSelect;

export const statusCode = (status: PostStatus) => POST_STATUSES.indexOf(status);
export const statusOf = (code: number): PostStatus => POST_STATUSES[code] ?? 'pending';

/** The stored subject number of each wire name (the spec's content types). */
export const subjectCode = (type: ReviewSubject): number => (type === 'media' ? ContentType.media : ContentType.actress);
export const subjectName = (code: number): ReviewSubject => (code === ContentType.actress ? 'actress' : 'media');

/**
 * Reviews whose subject can be shown: of a performer, or of a video anyone may watch. A video made private takes its
 * reviews out of the lists and out of the totals beside them (they were left out of the page but counted).
 */
export const subjectShown: SQL = sql`(${reviews.subjectType} <> ${ContentType.media} or ${reviews.subjectId} in (select ${media.id} from ${media} where ${reachableMedia}))`;

interface SubjectInfo {
  name: string;
  image: string;
}

/** The subject's name and picture, or null when it does not exist. */
export async function subjectInfo(db: Db, type: ReviewSubject, id: number): Promise<SubjectInfo | null> {
  const [row] =
    type === 'media'
      ? await db.select({ name: media.title, image: media.cover }).from(media).where(and(eq(media.id, id), reachableMedia)).limit(1)
      : await db.select({ name: actresses.name, image: actresses.avatar }).from(actresses).where(eq(actresses.id, id)).limit(1);
  return row ?? null;
}

async function subjectsOf(db: Db, rows: ReviewRow[]) {
  const ids = (code: number) => [...new Set(rows.filter((r) => r.subjectType === code).map((r) => r.subjectId))];
  const mediaIds = ids(ContentType.media);
  const actressIds = ids(ContentType.actress);
  const [videos, people] = await Promise.all([
    mediaIds.length ? db.select({ id: media.id, name: media.title, image: media.cover }).from(media).where(and(inArray(media.id, mediaIds), reachableMedia)) : [],
    actressIds.length ? db.select({ id: actresses.id, name: actresses.name, image: actresses.avatar }).from(actresses).where(inArray(actresses.id, actressIds)) : [],
  ]);
  const byKey = new Map<string, SubjectInfo>();
  for (const v of videos) byKey.set(`${ContentType.media}:${v.id}`, v);
  for (const p of people) byKey.set(`${ContentType.actress}:${p.id}`, p);
  return byKey;
}

async function tagsOf(db: Db, reviewIds: number[]) {
  const byReview = new Map<number, { id: number; name: string }[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ reviewId: reviewTagLinks.reviewId, id: postTags.id, name: postTags.name })
    .from(reviewTagLinks)
    .innerJoin(postTags, eq(postTags.id, reviewTagLinks.tagId))
    .where(inArray(reviewTagLinks.reviewId, reviewIds))
    .orderBy(asc(postTags.sort), asc(postTags.id));
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), { id: row.id, name: row.name }]);
  return byReview;
}

/** Cards of `rows`; a review whose author or subject is gone is left out. */
export async function cardsOf(deps: Deps, rows: ReviewRow[]) {
  const [tags, authors, subjects] = await Promise.all([
    tagsOf(deps.db, rows.map((row) => row.id)),
    authorsById(deps, [...new Set(rows.map((row) => row.userId))]),
    subjectsOf(deps.db, rows),
  ]);
  return rows.flatMap((row) => {
    const author = authors.get(row.userId);
    const subject = subjects.get(`${row.subjectType}:${row.subjectId}`);
    if (!author || !subject) return [];
    return [
      {
        id: row.id,
        subject: { type: subjectName(row.subjectType), id: row.subjectId, name: subject.name, image: subject.image },
        rating: row.rating,
        title: row.title,
        text: row.text,
        images: row.images,
        tags: tags.get(row.id) ?? [],
        views: row.views,
        supports: row.supports,
        opposes: row.opposes,
        comments: row.comments,
        createdAt: row.createdAt.toISOString(),
        author: { id: author.id, nickname: author.nickname, avatar: author.avatar },
      },
    ];
  });
}
