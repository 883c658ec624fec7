import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { detailQuery, relatedQuery, VideoPage } from '../features/video/video-page.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { idParam } from '../shared/navigation/params.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [pageTitle(matches, loaded?.title || metaT(matches, 'video')('title'))];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idParam(new URL(request.url).searchParams, 'id');
  if (!id) throw data(null, { status: 404 });
  const client = serverApi(context);
  const queryClient = new QueryClient();
  await Promise.all([queryClient.prefetchQuery(detailQuery(client, id)), queryClient.prefetchQuery(relatedQuery(client, id))]);
  const detail = queryClient.getQueryData(detailQuery(client, id).queryKey);
  if (!detail) throw data(null, { status: 404 });
  return { id, title: detail.title, dehydratedState: dehydrate(queryClient) as DehydratedState | null };
}

export async function clientLoader({ request }: LoaderFunctionArgs) {
  const id = idParam(new URL(request.url).searchParams, 'id');
  if (!id) throw data(null, { status: 404 });
  return { id, title: '', dehydratedState: null as DehydratedState | null };
}

export default function VideoDetailsRoute() {
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState ?? undefined}>
      <VideoPage key={id} id={id} />
    </HydrationBoundary>
  );
}
