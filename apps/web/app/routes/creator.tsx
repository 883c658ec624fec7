import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CreatorPage } from '../features/creator/creator-page.tsx';
import { creatorMediaPages, creatorQuery } from '../features/creator/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { idParam } from '../shared/navigation/params.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';
import { NotFoundState } from '../shared/ui/not-found-state.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.notFound ? metaT(matches)('notFoundTitle') : loaded?.nickname || metaT(matches, 'creator')('title')),
];

const readUid = (request: Request) => idParam(new URL(request.url).searchParams, 'uid');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const uid = readUid(request);
  if (!uid) return notFoundData({ uid: 0, nickname: '' });
  const client = serverApi(context);
  const loaded = await prefetchRoute(async (queryClient) => {
    const [creator] = await Promise.all([queryClient.fetchQuery(creatorQuery(client, uid)).catch(() => null), prefetchPages(queryClient, creatorMediaPages(client, uid))]);
    return { uid, nickname: creator?.user.nickname ?? null, notFound: !creator };
  });
  return loaded.notFound ? notFoundData({ uid, nickname: '' }) : loaded;
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ uid: readUid(request) ?? 0, nickname: '', notFound: !readUid(request) });

export default function CreatorRoute() {
  const { uid, dehydratedState, notFound } = useLoaderData<typeof loader>();
  if (notFound) return <NotFoundState />;
  return (
    <RouteHydration state={dehydratedState}>
      <CreatorPage key={uid} uid={uid} />
    </RouteHydration>
  );
}
