import type { MetaFunction } from 'react-router';
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { allTagsQuery, TagList } from '../features/tag/tag-list.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'tag')('title'))];

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
