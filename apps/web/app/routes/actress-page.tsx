import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { actressQuery, ActressPage } from '../features/actress/actress-page.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { idParam } from '../shared/navigation/params.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [pageTitle(matches, loaded?.name || metaT(matches, 'actress')('title'))];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idParam(new URL(request.url).searchParams, 'id');
  if (!id) throw data(null, { status: 404 });
  const queryClient = new QueryClient();
  const query = actressQuery(serverApi(context), id);
  await queryClient.prefetchQuery(query);
  const actress = queryClient.getQueryData(query.queryKey);
  if (!actress) throw data(null, { status: 404 });
  return { id, name: actress.name, dehydratedState: dehydrate(queryClient) as DehydratedState | null };
}

export async function clientLoader({ request }: LoaderFunctionArgs) {
  const id = idParam(new URL(request.url).searchParams, 'id');
  if (!id) throw data(null, { status: 404 });
  return { id, name: '', dehydratedState: null as DehydratedState | null };
}

export default function ActressPageRoute() {
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState ?? undefined}>
      <ActressPage key={id} id={id} />
    </HydrationBoundary>
  );
}
