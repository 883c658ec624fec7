/**
 * The one query-key convention: `[endpoint path, input]` for an answer, `[endpoint path, input without page,
 * 'pages']` for a paged list, `[path, input, token]` for an answer personal to the session, `[path, input, locale]`
 * for one that carries texts in the page's language. The same key on the
 * server (prefetch) and in the browser (continue from cache); invalidating `apiKey(endpoint, partial input)`
 * reaches all three, since query keys match by prefix and objects match partially.
 */
import type { Route, RouteRequest, RouteResponse } from '@md/contract/client';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../api/client.ts';

export const apiKey = <R extends Route>(endpoint: R, input?: Partial<RouteRequest<R>>) => [endpoint.path, input ?? {}] as const;

/**
 * A page's pull to refresh: the answers of these calls that the page shows now are asked again (every input, the
 * personal and the paged ones too; what the page does not show is left to go stale as usual).
 */
export function refetchCalls(queryClient: QueryClient, endpoints: readonly Route[]) {
  const paths = new Set<string>(endpoints.map((endpoint) => endpoint.path));
  return queryClient.refetchQueries({ type: 'active', predicate: (query) => paths.has(String(query.queryKey[0])) });
}

export function apiQuery<R extends Route>(api: ApiClient | null, endpoint: R, input?: RouteRequest<R>) {
  return queryOptions({
    queryKey: apiKey(endpoint, input),
    // Until the browser's client exists (hydration), cached data shows and nothing is fetched.
    enabled: api !== null,
    queryFn: () => {
      if (!api) throw new Error('no API client here');
      return api.call(endpoint, input);
    },
  });
}

/**
 * An answer that carries texts in the page's language (names, help content): one cache entry per language, so a
 * switch in place asks again rather than showing the other language's answer.
 */
export function languageQuery<R extends Route>(api: ApiClient | null, locale: string, endpoint: R, input?: RouteRequest<R>) {
  return queryOptions({
    queryKey: [...apiKey(endpoint, input), locale] as const,
    enabled: api !== null,
    queryFn: () => {
      if (!api) throw new Error('no API client here');
      return api.call(endpoint, input);
    },
  });
}

/**
 * An answer that depends on who is signed in: refetched when the token changes, not fetched without one. `silent`
 * for a page that shows a failure itself (its not-found or error state), so the reason is not also a toast.
 */
export function personalQuery<R extends Route>(api: ApiClient | null, token: string | null, endpoint: R, input: RouteRequest<R>, call: CallOptions = {}) {
  return queryOptions({
    queryKey: [...apiKey(endpoint, input), token] as const,
    enabled: api !== null && token !== null,
    staleTime: 0,
    queryFn: () => {
      if (!api) throw new Error('no API client here');
      return api.call(endpoint, input, call);
    },
  });
}

/** One page of a paged answer. */
export interface Page<T> {
  list: T[];
  page: number;
  hasMore: boolean;
  total: number;
}

/** What an endless list needs: its key, how to fetch page n, whether it may fetch yet. */
export interface PagedSource<T> {
  queryKey: readonly unknown[];
  fetchPage: (page: number) => Promise<Page<T>>;
  enabled: boolean;
}

type PagedInput<R extends Route> = Omit<RouteRequest<R>, 'page'>;

/** A paged call as a list source; `pick` finds the page inside answers that carry more (a topic and its items). */
export function apiPages<R extends Route, T>(api: ApiClient | null, endpoint: R, input: PagedInput<R>, pick: (answer: RouteResponse<R>) => Page<T>): PagedSource<T> {
  return {
    queryKey: [...apiKey(endpoint, input as Partial<RouteRequest<R>>), 'pages'] as const,
    fetchPage: async (page) => {
      if (!api) throw new Error('no API client here');
      return pick(await api.call(endpoint, { ...input, page } as RouteRequest<R>));
    },
    enabled: api !== null,
  };
}

/** The answer itself is the page. */
export const samePage = <T>(answer: Page<T>) => answer;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The request layer already retries what the spec allows.
        retry: false,
        staleTime: 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | null = null;

/** One cache per browser tab, surviving error pages and remounts; a fresh one per server render. */
export function appQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
