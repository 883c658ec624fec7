/** Review rows to the wire: subjects, tags, authors. */
import { ContentType, POST_STATUSES, type PostStatus, type ReviewSubject } from '@md/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewTagLinks, reviews } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { actressFaces } from '../actress/service.ts';
import { reachableMediaIds, videoBriefs } from '../media/service.ts';
import { authorsById } from '../auth/service.ts';
import { postTagsById } from '../post/service.ts';

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
export const subjectShown: SQL = sql`(${reviews.subjectType} <> ${ContentType.media} or ${reviews.subjectId} in ${reachableMediaIds})`;

interface SubjectInfo {
  name: string;
  image: string;
}

/** The subject's name and picture, or null when it does not exist. */
export async function subjectInfo(db: Db, type: ReviewSubject, id: number): Promise<SubjectInfo | null> {
  return (await subjectsOf(db, [{ subjectType: subjectCode(type), subjectId: id }])).get(`${subjectCode(type)}:${id}`) ?? null;
}

/** Each subject's name and picture by `type:id`, from its owner (a video through `media`, a performer through `actress`). */
async function subjectsOf(db: Db, rows: Pick<ReviewRow, 'subjectType' | 'subjectId'>[]) {
  const ids = (code: number) => [...new Set(rows.filter((r) => r.subjectType === code).map((r) => r.subjectId))];
  const [videos, people] = await Promise.all([videoBriefs(db, ids(ContentType.media)), actressFaces(db, ids(ContentType.actress))]);
  const byKey = new Map<string, SubjectInfo>();
  for (const v of videos.values()) byKey.set(`${ContentType.media}:${v.id}`, { name: v.title, image: v.cover });
  for (const [id, p] of people) byKey.set(`${ContentType.actress}:${id}`, { name: p.name, image: p.avatar });
  return byKey;
}

async function tagsOf(db: Db, reviewIds: number[]) {
  const byReview = new Map<number, { id: number; name: string }[]>();
  if (reviewIds.length === 0) return byReview;
  const links = await db.select({ reviewId: reviewTagLinks.reviewId, tagId: reviewTagLinks.tagId }).from(reviewTagLinks).where(inArray(reviewTagLinks.reviewId, reviewIds));
  // The tags' own order (the post domain's), each review's in it.
  const tags = await postTagsById(db, [...new Set(links.map((link) => link.tagId))]);
  for (const tag of tags) {
    for (const link of links) if (link.tagId === tag.id) byReview.set(link.reviewId, [...(byReview.get(link.reviewId) ?? []), tag]);
  }
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
