/** The comment section's queries: one content's root comments by cursor, a thread's replies, the quick replies. */
import { CommentContentType, api, type RouteResponse } from '@md/contract/client';
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { apiKey, languageQuery } from '../query/api-query.ts';

const COMMENT_PAGE = 20;
const REPLY_PAGE = 10;

/** What is commented on: a video, a post or a review (CommentContentType), and its id. */
export interface CommentTarget {
  contentType: CommentKind;
  id: number;
}
type CommentKind = (typeof CommentContentType)[keyof typeof CommentContentType];

export type CommentSort = 'hot' | 'new';
type Answer<R extends typeof api.commentList | typeof api.commentReplies> = RouteResponse<R>;

/** A video's comments are asked for by `mediaId` (the spec's form); other content by its type and id. */
export function targetInput(target: CommentTarget): { mediaId: number } | { contentType: CommentKind; id: number } {
  return target.contentType === CommentContentType.media ? { mediaId: target.id } : { contentType: target.contentType, id: target.id };
}

/** One content's root comments in one order, page after page by cursor; the token keeps each viewer's attitudes apart. */
export const commentFeed = (client: ApiClient | null, token: string | null, target: CommentTarget, sort: CommentSort) =>
  infiniteQueryOptions({
    queryKey: [...apiKey(api.commentList, { ...targetInput(target), sort }), token, 'cursor'],
    queryFn: ({ pageParam }): Promise<Answer<typeof api.commentList>> => {
      if (!client) throw new Error('no API client here');
      return client.call(api.commentList, { ...targetInput(target), sort, pageSize: COMMENT_PAGE, ...(pageParam ? { cursor: pageParam } : {}) });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: client !== null,
  });

/** What a guest sees of the hot order (the server render's prefetch): shown until the session's own page arrives. */
export const guestFeed = (queryClient: QueryClient, target: CommentTarget) =>
  queryClient.getQueryData<InfiniteData<Answer<typeof api.commentList>, string | null>>(commentFeed(null, null, target, 'hot').queryKey);

/**
 * For a page's loader: the first page of the hot order as a guest sees it and the quick replies in the page's
 * language, so the section renders whole on the server.
 */
export function prefetchComments(queryClient: QueryClient, client: ApiClient, target: CommentTarget, locale: string) {
  return Promise.all([queryClient.prefetchInfiniteQuery(commentFeed(client, null, target, 'hot')), queryClient.prefetchQuery(quickRepliesQuery(client, locale))]);
}

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

/** The quick replies come in the page's language, kept while the page lives. */
export const quickRepliesQuery = (client: ApiClient | null, locale: string) => ({ ...languageQuery(client, locale, api.commentQuickReplay, {}), staleTime: Infinity });

/** Every list of one content's comments and every thread: what a write makes stale. */
export const commentsKey = (target: CommentTarget) => apiKey(api.commentList, targetInput(target));
export const threadsKey = () => apiKey(api.commentReplies);
