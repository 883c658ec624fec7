import { HOME_PAGE_ID, api, type Locale } from '@md/contract/client';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiKey, languageQuery } from '../../shared/query/api-query.ts';

const FEED_PAGE_SIZE = 20;
/** The home page is kept alive: what it loaded stays fresh until the visitor pulls to refresh. */
const KEEP_ALIVE_STALE_MS = 10 * 60_000;

/**
 * The tabs and entries are named in the page's language. After a language switch the page keeps showing the tab's
 * blocks in the language it had until they come in the new one (not a blank page); another tab starts from its
 * skeleton.
 */
export const homeQuery = (client: ApiClient | null, id: number, locale: Locale) =>
  queryOptions({
    ...languageQuery(client, locale, api.mediaHome, { id }),
    staleTime: KEEP_ALIVE_STALE_MS,
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as { id?: number } | undefined)?.id === id ? previous : undefined),
  });

type HomeAnswer = Awaited<ReturnType<NonNullable<ReturnType<typeof homeQuery>['queryFn']>>>;

/**
 * The category tabs some home answer in this language already holds (every category's answer carries the same
 * tabs): shown while another category's answer is on its way, so the tab bar never empties under a tap.
 */
export function knownCategories(queryClient: QueryClient, locale: Locale): HomeAnswer['categories'] {
  for (const [key, answer] of queryClient.getQueriesData<HomeAnswer>({ queryKey: [api.mediaHome.path] })) {
    if (key.at(-1) === locale && answer?.categories.length) return answer.categories;
  }
  return [];
}

export const feedQuery = (client: ApiClient | null, categoryId: number) =>
  infiniteQueryOptions({
    queryKey: [...apiKey(api.mediaList, { categoryId, sort: 'new', pageSize: FEED_PAGE_SIZE }), 'pages'] as const,
    queryFn: ({ pageParam }) => {
      if (!client) throw new Error('no API client here');
      return client.call(api.mediaList, { categoryId, sort: 'new', page: pageParam, pageSize: FEED_PAGE_SIZE });
    },
    initialPageParam: 1,
    staleTime: KEEP_ALIVE_STALE_MS,
    enabled: client !== null,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The tab in the URL (`?id=`), or the home page. */
export function categoryFromSearch(search: URLSearchParams): number {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : HOME_PAGE_ID;
}
