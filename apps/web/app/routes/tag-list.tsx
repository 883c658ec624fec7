import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { allTagsQuery, TagList } from '../features/tag/tag-list.tsx';
import { serverApi } from '../shared/api/server-api.ts';

export const meta = () => [{ title: '标签 - MD视频' }];

export async function loader({ context }: LoaderFunctionArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(allTagsQuery(serverApi(context)));
  return { dehydratedState: dehydrate(queryClient) as DehydratedState | null };
}

export const clientLoader = () => ({ dehydratedState: null as DehydratedState | null });

export default function TagListRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState ?? undefined}>
      <TagList />
    </HydrationBoundary>
  );
}
