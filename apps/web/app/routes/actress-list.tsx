import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ActressList } from '../features/actress/actress-list.tsx';
import { actressTagsQuery } from '../features/actress/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import type { RouteHandle } from '../shared/navigation/scroll-manager.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const handle: RouteHandle = { keepAlive: true };
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'actress')('title'))];

export const loader = ({ context }: LoaderFunctionArgs) => prefetchRoute((queryClient) => queryClient.prefetchQuery(actressTagsQuery(serverApi(context))));

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
