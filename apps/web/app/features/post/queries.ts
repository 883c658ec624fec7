/** The post feature's calls: tags, the square, the discussion board, the ranking, one post, the author's own posts. */
import { api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiPages, apiQuery, personalQuery, samePage } from '../../shared/query/api-query.ts';

/** The square's paged tabs; 排行 (post/reviewrank) is one list, not pages. */
export type SquareTab = 'latest' | 'hot' | 'following';

export const postTagsQuery = (client: ApiClient | null) => apiQuery(client, api.postTags, {});
/** The square: approved posts, newest or hot, optionally of one tag. */
export const squarePages = (client: ApiClient | null, tab: SquareTab, tagId: number | undefined) =>
  apiPages(client, api.postCenter, tagId ? { tab, tagId } : { tab }, samePage);
export const postDetailQuery = (client: ApiClient | null, token: string | null, id: number) => personalQuery(client, token, api.postDetail, { id });
export const maylikeQuery = (client: ApiClient | null, token: string | null, id: number) => personalQuery(client, token, api.postMaylike, { id });
export const myPostPages = (client: ApiClient | null) => apiPages(client, api.postMine, {}, samePage);
/** Tags with whether the caller follows each (post/taglist answers per session). */
export const tagFollowsQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.postTaglist, {});
/** The ranking: the same for everyone. */
export const reviewRankQuery = (client: ApiClient | null) => apiQuery(client, api.postReviewrank, {});
/** The discussion board: approved threads, pinned first, then the last reply. */
export const discussPages = (client: ApiClient | null) => apiPages(client, api.postDiscuss, {}, samePage);
