import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { allTagsQuery } from '../features/tag/queries.ts';
import { TagList } from '../features/tag/tag-list.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'tag')('title'))];

export const loader = ({ context }: LoaderFunctionArgs) => prefetchRoute((queryClient) => queryClient.prefetchQuery(allTagsQuery(serverApi(context))));

export const clientLoader = () => fromBrowserCache();

export default function TagListRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <TagList />
    </RouteHydration>
  );
}
