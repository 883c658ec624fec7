/** The post feature's calls: tags, the square, the discussion board, the ranking, one post, the author's own posts. */
import { api } from '@md/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { publicAnswerQuery } from '../../shared/query/personal-answer.ts';
import { apiPages, apiQuery, personalQuery, samePage } from '../../shared/query/api-query.ts';

/** The square's paged tabs; 排行 (post/reviewrank) is one list, not pages. */
export type SquareTab = 'latest' | 'hot' | 'following';

export const postTagsQuery = (client: ApiClient | null) => apiQuery(client, api.postTags, {});
/** The square: approved posts, newest or hot, optionally of one tag. */
export const squarePages = (client: ApiClient | null, tab: SquareTab, tagId: number | undefined) =>
  apiPages(client, api.postCenter, tagId ? { tab, tagId } : { tab }, samePage);
/**
 * One post and what to read next answer per session (the author sees a pending post, a buyer a paid one): the
 * server render prefetches what a guest sees (`prefetchPostPage`) and the page shows it until the session's own
 * answers arrive (`usePersonalAnswer`).
 */
export function prefetchPostPage(queryClient: QueryClient, client: ApiClient, id: number) {
  return Promise.all([queryClient.prefetchQuery(publicAnswerQuery(client, api.postDetail, { id })), queryClient.prefetchQuery(publicAnswerQuery(client, api.postMaylike, { id }))]);
}
export const myPostPages = (client: ApiClient | null) => apiPages(client, api.postMine, {}, samePage);
/** Tags with whether the caller follows each (post/taglist answers per session). */
export const tagFollowsQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.postTaglist, {});
/** The ranking: the same for everyone. */
export const reviewRankQuery = (client: ApiClient | null) => apiQuery(client, api.postReviewrank, {});
/** The discussion board: approved threads, pinned first, then the last reply. */
export const discussPages = (client: ApiClient | null) => apiPages(client, api.postDiscuss, {}, samePage);
