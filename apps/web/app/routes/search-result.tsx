import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { readSearchParams, SearchResults, searchMediaList } from '../features/search/search-results.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ location, matches }) => [
  pageTitle(matches, metaT(matches, 'search')('resultsTitle', { keyword: new URLSearchParams(location.search).get('keyword') ?? '' })),
];

/** The server render carries the first page of video results, so the first screen arrives whole. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { keyword, type, sort } = readSearchParams(new URL(request.url).searchParams);
  const queryClient = new QueryClient();
  if (keyword && type === 'media') {
    const list = searchMediaList(serverApi(context), keyword, sort);
    await queryClient.prefetchInfiniteQuery({ queryKey: list.queryKey, queryFn: () => list.fetchPage(1), initialPageParam: 1 });
  }
  return { dehydratedState: dehydrate(queryClient) as DehydratedState | null };
}

/** In the browser the results load through its own session. */
export const clientLoader = () => ({ dehydratedState: null as DehydratedState | null });

export default function SearchResultRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState ?? undefined}>
      <SearchResults />
    </HydrationBoundary>
  );
}
