import type { Route, RouteRequest } from '@md/contract/client';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';

/** One key per call and input, the same on the server (prefetch) and in the browser (continue from cache). */
export const apiKey = <R extends Route>(endpoint: R, input?: RouteRequest<R>) => [endpoint.path, input ?? {}] as const;

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
