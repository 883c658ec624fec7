import { HOME_PAGE_ID } from '@md/contract/client';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { categoryFromSearch, feedQuery, homeQuery } from '../features/home/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import type { RouteHandle } from '../shared/navigation/scroll-manager.tsx';
import { localeOfRequest, metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const handle: RouteHandle = { keepAlive: true };

export const meta: MetaFunction = ({ location, matches }) => {
  const search = new URLSearchParams(location.search);
  const tab = search.get('tit');
  const t = metaT(matches, 'home');
  // The home category's own tab keeps the site's title; another category is named in it.
  const title = tab && categoryFromSearch(search) !== HOME_PAGE_ID ? pageTitle(matches, tab) : { title: t('title') };
  return [title, { name: 'description', content: t('description') }];
};

/** The server render carries the first screen: the category and the first page of its feed. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const categoryId = categoryFromSearch(new URL(request.url).searchParams);
  const locale = localeOfRequest(request);
  const client = serverApi(context, locale);
  return prefetchRoute(async (queryClient) => {
    await Promise.all([queryClient.prefetchQuery(homeQuery(client, categoryId, locale)), queryClient.prefetchInfiniteQuery(feedQuery(client, categoryId))]);
    return { categoryId };
  });
}

/** In the browser the query cache is the source: coming back to `/` reuses what was loaded, no refetch. */
export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ categoryId: categoryFromSearch(new URL(request.url).searchParams) });

export default function HomeRoute() {
  const { categoryId, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <HomePage categoryId={categoryId} />
    </RouteHydration>
  );
}
