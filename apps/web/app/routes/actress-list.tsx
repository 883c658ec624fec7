import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { actressTagsQuery, ActressList } from '../features/actress/actress-list.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import type { RouteHandle } from '../shared/navigation/scroll-manager.tsx';

export const handle: RouteHandle = { keepAlive: true };
export const meta = () => [{ title: '演员 - MD视频' }];

export async function loader({ context }: LoaderFunctionArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(actressTagsQuery(serverApi(context)));
  return { dehydratedState: dehydrate(queryClient) as DehydratedState | null };
}

/** Kept alive: the browser's cache is the source when coming back. */
export const clientLoader = () => ({ dehydratedState: null as DehydratedState | null });

export default function ActressListRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState ?? undefined}>
      <ActressList />
    </HydrationBoundary>
  );
}
