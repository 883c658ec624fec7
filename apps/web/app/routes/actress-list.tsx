import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ActressList } from '../features/actress/actress-list.tsx';
import { actressTagsQuery } from '../features/actress/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import type { RouteHandle } from '../shared/navigation/scroll-manager.tsx';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const handle: RouteHandle = { keepAlive: true };
export const meta = () => [{ title: '演员 - MD视频' }];

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
