import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DiscussBoard } from '../features/post/discuss-board.tsx';
import { discussPages } from '../features/post/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'post')('discussTitle'))];

/** The first page of threads is in the first paint: threads have no price, so every caller sees the same. */
export const loader = ({ context }: LoaderFunctionArgs) => prefetchRoute((queryClient) => prefetchPages(queryClient, discussPages(serverApi(context))));

export const clientLoader = () => fromBrowserCache();

export default function DiscussRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <DiscussBoard />
    </RouteHydration>
  );
}
