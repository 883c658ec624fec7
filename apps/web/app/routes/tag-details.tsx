import { ContentType } from '@md/contract/client';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { allTagsQuery, readTagParams, readTagSort, tagActressPages, tagMediaPages, tagQuery } from '../features/tag/queries.ts';
import { TagDetails } from '../features/tag/tag-details.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.notFound ? metaT(matches)('notFoundTitle') : loaded?.title || metaT(matches, 'tag')('title')),
];

/** The tag (or category) first, since it decides whether the list holds videos or actresses; then its first page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { filter, contentTypeParam } = readTagParams(params);
  const client = serverApi(context);
  const loaded = await prefetchRoute(async (queryClient) => {
    if (!filter.tid && !filter.tagCateId) return { title: '', notFound: false };
    let category: { name: string; contentType: number } | undefined;
    let title: string | undefined;
    if (filter.tid) {
      const tag = await queryClient.fetchQuery(tagQuery(client, filter.tid)).catch(() => null);
      // An unknown tag: its own not-found page.
      if (!tag) return { title: '', notFound: true };
      category = tag.category ?? undefined;
      title = tag.name;
    } else {
      category = (await queryClient.fetchQuery(allTagsQuery(client)).catch(() => null))?.find((c) => c.id === filter.tagCateId);
      title = category?.name;
    }
    const { sort } = readTagSort(params, contentTypeParam, category?.contentType);
    await (sort.contentType === ContentType.actress ? prefetchPages(queryClient, tagActressPages(client, filter, sort.value)) : prefetchPages(queryClient, tagMediaPages(client, filter, sort.value)));
    return { title: title ?? '', notFound: false };
  });
  return loaded.notFound ? notFoundData({ title: '' }) : loaded;
}

export const clientLoader = () => fromBrowserCache({ title: '', notFound: false });

export default function TagDetailsRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <TagDetails />
    </RouteHydration>
  );
}
