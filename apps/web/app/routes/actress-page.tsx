import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ActressPage } from '../features/actress/actress-page.tsx';
import { actressQuery } from '../features/actress/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { idParam } from '../shared/navigation/params.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [pageTitle(matches, loaded?.name || metaT(matches, 'actress')('title'))];

function readId(request: Request) {
  const id = idParam(new URL(request.url).searchParams, 'id');
  if (!id) throw data(null, { status: 404 });
  return id;
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  return prefetchRoute(async (queryClient) => {
    const actress = await queryClient.fetchQuery(actressQuery(serverApi(context), id)).catch(() => null);
    if (!actress) throw data(null, { status: 404 });
    return { id, name: actress.name };
  });
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request), name: '' });

export default function ActressPageRoute() {
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <ActressPage key={id} id={id} />
    </RouteHydration>
  );
}
