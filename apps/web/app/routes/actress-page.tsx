import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ActressPage } from '../features/actress/actress-page.tsx';
import { actressQuery } from '../features/actress/queries.ts';
import { publicSubjectReviewsQuery } from '../features/review/queries.ts';
import { SubjectReviews } from '../features/review/subject-reviews.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { idParam } from '../shared/navigation/params.ts';
import { NotFoundState } from '../shared/ui/not-found-state.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.notFound ? metaT(matches)('notFoundTitle') : loaded?.name || metaT(matches, 'actress')('title')),
];

const readId = (request: Request) => idParam(new URL(request.url).searchParams, 'id');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  if (!id) return notFoundData({ id: 0, name: '' });
  const loaded = await prefetchRoute(async (queryClient) => {
    const client = serverApi(context);
    const [actress] = await Promise.all([
      queryClient.fetchQuery(actressQuery(client, id)).catch(() => null),
      queryClient.prefetchQuery(publicSubjectReviewsQuery(client, 'actress', id)),
    ]);
    return { id, name: actress?.name ?? null, notFound: !actress };
  });
  return loaded.notFound ? notFoundData({ id, name: '' }) : loaded;
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request) ?? 0, name: '', notFound: !readId(request) });

export default function ActressPageRoute() {
  const { id, dehydratedState, notFound } = useLoaderData<typeof loader>();
  if (notFound) return <NotFoundState />;
  return (
    <RouteHydration state={dehydratedState}>
      <ActressPage key={id} id={id} reviews={<SubjectReviews type="actress" id={id} />} />
    </RouteHydration>
  );
}
