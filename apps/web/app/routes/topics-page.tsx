import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { topicQuery, topicSortParam } from '../features/topic/queries.ts';
import { TopicPage } from '../features/topic/topic-page.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { idParam } from '../shared/navigation/params.ts';
import { NotFoundState } from '../shared/ui/not-found-state.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.notFound ? metaT(matches)('notFoundTitle') : loaded?.title || metaT(matches, 'topic')('title')),
];

function parse(request: Request) {
  const params = new URL(request.url).searchParams;
  return { id: idParam(params, 'id'), sort: topicSortParam(params) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { id, sort } = parse(request);
  if (!id) return notFoundData({ id: 0, title: '' });
  const loaded = await prefetchRoute(async (queryClient) => {
    const topic = await queryClient.fetchQuery(topicQuery(serverApi(context), id, sort)).catch(() => null);
    return { id, title: topic?.title ?? null, notFound: !topic };
  });
  return loaded.notFound ? notFoundData({ id, title: '' }) : loaded;
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => {
  const { id } = parse(request);
  return fromBrowserCache({ id: id ?? 0, title: '', notFound: !id });
};

export default function TopicsPageRoute() {
  const { id, dehydratedState, notFound } = useLoaderData<typeof loader>();
  if (notFound) return <NotFoundState />;
  return (
    <RouteHydration state={dehydratedState}>
      <TopicPage key={id} id={id} />
    </RouteHydration>
  );
}
