/** The video page's queries: details, related videos, the visitor's own state, comments. */
import { api, type RouteResponse } from '@md/contract/client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiKey, apiQuery, personalQuery } from '../../shared/query/api-query.ts';

const RELATED_COUNT = 12;
const COMMENT_PAGE = 20;
const REPLY_PAGE = 10;

export const detailQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.mediaDetail, { id });
export const relatedQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.mediaMaylike, { id, pageSize: RELATED_COUNT });
export const mediaStateQuery = (client: ApiClient | null, token: string | null, id: number) => personalQuery(client, token, api.mediaState, { id });
export const mediaStateKey = (id: number) => apiKey(api.mediaState, { id });

export type CommentSort = 'hot' | 'new';
type Answer<R extends typeof api.commentList | typeof api.commentReplies> = RouteResponse<R>;

/** A video's root comments in one order, page after page by cursor; the token keeps each viewer's attitudes apart. */
export const commentFeed = (client: ApiClient | null, token: string | null, mediaId: number, sort: CommentSort) =>
  infiniteQueryOptions({
    queryKey: [...apiKey(api.commentList, { mediaId, sort }), token, 'cursor'],
    queryFn: ({ pageParam }): Promise<Answer<typeof api.commentList>> => {
      if (!client) throw new Error('no API client here');
      return client.call(api.commentList, { mediaId, sort, pageSize: COMMENT_PAGE, ...(pageParam ? { cursor: pageParam } : {}) });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: client !== null,
  });

/** One thread's replies, oldest first (asked for when the reader opens "共 N 条回复"). */
export const threadFeed = (client: ApiClient | null, token: string | null, rootId: number) =>
  infiniteQueryOptions({
    queryKey: [...apiKey(api.commentReplies, { rootId }), token, 'cursor'],
    queryFn: ({ pageParam }): Promise<Answer<typeof api.commentReplies>> => {
      if (!client) throw new Error('no API client here');
      return client.call(api.commentReplies, { rootId, pageSize: REPLY_PAGE, ...(pageParam ? { cursor: pageParam } : {}) });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: client !== null,
  });

/** The quick replies come in the page's language: one cache entry per language, kept while the page lives. */
export const quickRepliesQuery = (client: ApiClient | null, locale: string) =>
  queryOptions({
    queryKey: [...apiKey(api.commentQuickReplay, {}), locale],
    queryFn: () => {
      if (!client) throw new Error('no API client here');
      return client.call(api.commentQuickReplay, {});
    },
    enabled: client !== null,
    staleTime: Infinity,
  });
/** Every list of a video's comments and every thread: what a write makes stale. */
export const commentsKey = (mediaId: number) => apiKey(api.commentList, { mediaId });
export const threadsKey = () => apiKey(api.commentReplies);
