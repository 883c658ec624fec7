import { HOME_PAGE_ID } from '@md/contract/client';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { categoryFromSearch, feedQuery, homeQuery } from '../features/home/queries.ts';
import { isNotFoundError } from '../shared/api/errors.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { NotFoundState } from '../shared/ui/not-found-state.tsx';
import type { RouteHandle } from '../shared/navigation/scroll-manager.tsx';
import { localeOfRequest, metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const handle: RouteHandle = { keepAlive: true };

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  const search = new URLSearchParams(location.search);
  const tab = search.get('tit');
  const t = metaT(matches, 'home');
  if (loaded?.notFound) return [pageTitle(matches, metaT(matches)('notFoundTitle'))];
  // The home category's own tab keeps the site's title; another category is named in it.
  const title = tab && categoryFromSearch(search) !== HOME_PAGE_ID ? pageTitle(matches, tab) : { title: t('title') };
  return [title, { name: 'description', content: t('description') }];
};

/** The server render carries the first screen: the category and the first page of its feed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const categoryId = categoryFromSearch(new URL(request.url).searchParams);
  const locale = localeOfRequest(request);
  const client = serverApi(context, locale);
  const loaded = await prefetchRoute(async (queryClient) => {
    const [missing] = await Promise.all([
      queryClient.fetchQuery(homeQuery(client, categoryId, locale)).then(
        () => false,
        (error: unknown) => isNotFoundError(error),
      ),
      queryClient.prefetchInfiniteQuery(feedQuery(client, categoryId)),
    ]);
    return { categoryId, notFound: missing };
  });
  // A category that is not (or no longer) on the site: the designed not-found page, status 404.
  return loaded.notFound ? notFoundData({ categoryId }) : loaded;
}

/** In the browser the query cache is the source: coming back to `/` reuses what was loaded, no refetch. */
export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ categoryId: categoryFromSearch(new URL(request.url).searchParams), notFound: false });

export default function HomeRoute() {
  const { categoryId, dehydratedState, notFound } = useLoaderData<typeof loader>();
  if (notFound) return <NotFoundState />;
  return (
    <RouteHydration state={dehydratedState}>
      <HomePage categoryId={categoryId} />
    </RouteHydration>
  );
}
