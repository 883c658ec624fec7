import type { MetaFunction } from 'react-router';
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { actressTagsQuery, ActressList } from '../features/actress/actress-list.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import type { RouteHandle } from '../shared/navigation/scroll-manager.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const handle: RouteHandle = { keepAlive: true };
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'actress')('title'))];

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
