import { ContentType } from '@md/contract/client';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { allTagsQuery, readTagParams, readTagSort, tagActressPages, tagMediaPages, tagQuery } from '../features/tag/queries.ts';
import { TagDetails } from '../features/tag/tag-details.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'tag')('title'))];

/** The tag (or category) first, since it decides whether the list holds videos or actresses; then its first page. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { filter, contentTypeParam } = readTagParams(params);
  const client = serverApi(context);
  return prefetchRoute(async (queryClient) => {
    if (!filter.tid && !filter.tagCateId) return;
    let categoryContentType: number | undefined;
    if (filter.tid) categoryContentType = (await queryClient.fetchQuery(tagQuery(client, filter.tid)).catch(() => null))?.category?.contentType;
    else categoryContentType = (await queryClient.fetchQuery(allTagsQuery(client)).catch(() => null))?.find((c) => c.id === filter.tagCateId)?.contentType;
    const { sort } = readTagSort(params, contentTypeParam, categoryContentType);
    await (sort.contentType === ContentType.actress ? prefetchPages(queryClient, tagActressPages(client, filter, sort.value)) : prefetchPages(queryClient, tagMediaPages(client, filter, sort.value)));
  });
}

export const clientLoader = () => fromBrowserCache();

export default function TagDetailsRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <TagDetails />
    </RouteHydration>
  );
}
