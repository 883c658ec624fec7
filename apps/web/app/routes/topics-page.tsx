import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { topicQuery, topicSortParam } from '../features/topic/queries.ts';
import { TopicPage } from '../features/topic/topic-page.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { idParam } from '../shared/navigation/params.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [pageTitle(matches, loaded?.title || metaT(matches, 'topic')('title'))];

function parse(request: Request) {
  const params = new URL(request.url).searchParams;
  const id = idParam(params, 'id');
  if (!id) throw data(null, { status: 404 });
  return { id, sort: topicSortParam(params) };
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const { id, sort } = parse(request);
  return prefetchRoute(async (queryClient) => {
    const topic = await queryClient.fetchQuery(topicQuery(serverApi(context), id, sort)).catch(() => null);
    if (!topic) throw data(null, { status: 404 });
    return { id, title: topic.title };
  });
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: parse(request).id, title: '' });

export default function TopicsPageRoute() {
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <TopicPage key={id} id={id} />
    </RouteHydration>
  );
}
