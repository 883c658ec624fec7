/** The review feature's calls: the feed, one review, a subject's summary, the tags (the post tags, decision 0049). */
import { api, type ReviewSubject } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { publicAnswerQuery } from '../../shared/query/personal-answer.ts';
import { apiPages, apiQuery, personalQuery, samePage } from '../../shared/query/api-query.ts';

export type ReviewSort = 'latest' | 'hot' | 'rating';

export const reviewTagsQuery = (client: ApiClient | null) => apiQuery(client, api.postTags, {});
export interface SubjectRef {
  type: ReviewSubject;
  id: number;
}
export const reviewPages = (client: ApiClient | null, sort: ReviewSort, tagId: number | undefined, subject?: SubjectRef) =>
  apiPages(
    client,
    api.reviewList,
    { sort, ...(tagId ? { tagId } : {}), ...(subject ? { subjectType: subject.type, subjectId: subject.id } : {}) },
    samePage,
  );
/** One review answers per session (the author sees a pending one): the server render prefetches what a guest sees. */
export const publicReviewQuery = (client: ApiClient, id: number) => publicAnswerQuery(client, api.reviewDetail, { id });
export const subjectReviewsQuery = (client: ApiClient | null, token: string | null, type: ReviewSubject, id: number) =>
  personalQuery(client, token, api.reviewSubject, { type, id });

/** For a subject page's loader: a guest's review summary, which SubjectReviews paints until the session's arrives. */
export const publicSubjectReviewsQuery = (client: ApiClient, type: ReviewSubject, id: number) => publicAnswerQuery(client, api.reviewSubject, { type, id });

export const reviewPath = (id: number) => `/reviewDetail?id=${id}`;
export const tagReviewsPath = (tagId: number) => `/tagReviews?tid=${tagId}`;
export const writeReviewPath = (type: ReviewSubject, id: number) => `/reviewWrite?type=${type}&id=${id}`;
export const subjectPath = (type: ReviewSubject, id: number) => (type === 'media' ? `/videoDetails?id=${id}` : `/actressPage?id=${id}`);
