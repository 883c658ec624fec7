import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { TopicPage, topicQuery } from '../features/topic/topic-page.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { idParam } from '../shared/navigation/params.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [pageTitle(matches, loaded?.title || metaT(matches, 'topic')('title'))];

function parse(request: Request) {
  const params = new URL(request.url).searchParams;
  const id = idParam(params, 'id');
  if (!id) throw data(null, { status: 404 });
  const raw = params.get('sort');
  const sort = raw === 'new' || raw === 'hot' || raw === 'collect' ? (raw as 'new' | 'hot' | 'collect') : undefined;
  return { id, sort };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { id, sort } = parse(request);
  const queryClient = new QueryClient();
  const query = topicQuery(serverApi(context), id, sort);
  await queryClient.prefetchQuery(query);
  const topic = queryClient.getQueryData(query.queryKey);
  if (!topic) throw data(null, { status: 404 });
  return { id, title: topic.title, dehydratedState: dehydrate(queryClient) as DehydratedState | null };
}

export async function clientLoader({ request }: LoaderFunctionArgs) {
  return { id: parse(request).id, title: '', dehydratedState: null as DehydratedState | null };
}

export default function TopicsPageRoute() {
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState ?? undefined}>
      <TopicPage key={id} id={id} />
    </HydrationBoundary>
  );
}
