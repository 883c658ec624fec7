import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { searchKeyword } from '../features/search/keyword.ts';
import { readSearchParams, searchMediaPages } from '../features/search/queries.ts';
import { SearchResults } from '../features/search/search-results.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction = ({ location, matches }) => {
  const keyword = searchKeyword(new URLSearchParams(location.search).get('keyword'));
  const t = metaT(matches, 'search');
  return [pageTitle(matches, keyword ? t('resultsTitle', { keyword }) : t('resultsTitleEmpty'))];
};

/** The server render carries the first page of video results, so the first screen arrives whole. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { keyword, type, sort } = readSearchParams(new URL(request.url).searchParams);
  return prefetchRoute(async (queryClient) => {
    if (keyword && type === 'media') await prefetchPages(queryClient, searchMediaPages(serverApi(context), keyword, sort));
  });
}

/** In the browser the results load through its own session. */
export const clientLoader = () => fromBrowserCache();

export default function SearchResultRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <SearchResults />
    </RouteHydration>
  );
}
