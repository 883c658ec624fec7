import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { GroupList } from '../features/group/group-list.tsx';
import { groupPages } from '../features/group/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'group')('title'))];

export const loader = ({ context }: LoaderFunctionArgs) => prefetchRoute((queryClient) => prefetchPages(queryClient, groupPages(serverApi(context))));

export const clientLoader = () => fromBrowserCache();

/** /group: every group. */
export default function GroupRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <GroupList />
    </RouteHydration>
  );
}
