/**
 * How a page prefetches on the server: its loader fills a fresh cache with what the first paint needs and hands it
 * over dehydrated; in the browser the `clientLoader` hands over nothing (the tab's cache is the source), and the
 * page renders inside `<RouteHydration>`, which merges the server's copy into that cache.
 */
import { dehydrate, HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, type PagedSource } from './api-query.ts';

export type Prefetched<T extends object = object> = T & { dehydratedState: DehydratedState | null };

/** Server loader: `fill` prefetches into a fresh cache and returns what else the route needs (ids, titles). */
export async function prefetchRoute<T extends object = object>(fill: (queryClient: QueryClient) => Promise<T | void>): Promise<Prefetched<T>> {
  const queryClient = createQueryClient();
  const extra = (await fill(queryClient)) ?? ({} as T);
  return { ...extra, dehydratedState: dehydrate(queryClient) };
}

/** Browser loader: the same shape, nothing to hydrate. */
export function fromBrowserCache<T extends object = object>(extra: T = {} as T): Prefetched<T> {
  return { ...extra, dehydratedState: null };
}

/** The first page of a paged list, under the key the list will read. */
export function prefetchPages<T>(queryClient: QueryClient, source: PagedSource<T>) {
  return queryClient.prefetchInfiniteQuery({ queryKey: source.queryKey, queryFn: () => source.fetchPage(1), initialPageParam: 1 });
}

export function RouteHydration({ state, children }: { state: DehydratedState | null; children: ReactNode }) {
  return <HydrationBoundary state={state ?? undefined}>{children}</HydrationBoundary>;
}
