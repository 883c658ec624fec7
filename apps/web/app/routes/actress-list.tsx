import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ActressList } from '../features/actress/actress-list.tsx';
import { actressPages, actressTagsQuery, readActressListParams } from '../features/actress/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import type { RouteHandle } from '../shared/navigation/scroll-manager.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const handle: RouteHandle = { keepAlive: true };
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'actress')('title'))];

/** The filters and the first page of actresses come with the page, so its first screen (and largest paint) needs no script. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const client = serverApi(context);
  const filter = readActressListParams(new URL(request.url).searchParams);
  return prefetchRoute((queryClient) => Promise.all([queryClient.prefetchQuery(actressTagsQuery(client)), prefetchPages(queryClient, actressPages(client, filter))]));
}

/** Kept alive: the browser's cache is the source when coming back. */
export const clientLoader = () => fromBrowserCache();

export default function ActressListRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <ActressList />
    </RouteHydration>
  );
}
