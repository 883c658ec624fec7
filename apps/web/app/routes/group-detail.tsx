import '../features/post/post.css';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { GroupDetail } from '../features/group/group-detail.tsx';
import { groupQuery } from '../features/group/queries.ts';
import { PostCard } from '../features/post/post-card.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { idParam } from '../shared/navigation/params.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';
import { NotFoundState } from '../shared/ui/not-found-state.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.notFound ? metaT(matches)('notFoundTitle') : loaded?.name || metaT(matches, 'group')('detailTitle')),
];

const readId = (request: Request) => idParam(new URL(request.url).searchParams, 'id');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  if (!id) return notFoundData({ id: 0, name: '' });
  const loaded = await prefetchRoute(async (queryClient) => {
    const group = await queryClient.fetchQuery(groupQuery(serverApi(context), id)).catch(() => null);
    return { id, name: group?.name ?? null, notFound: !group };
  });
  return loaded.notFound ? notFoundData({ id, name: '' }) : loaded;
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request) ?? 0, name: '', notFound: !readId(request) });

/** /groupDetail?id=&tab=&item=: one group, its tabs, an item; the members' posts drawn as the post feature's cards. */
export default function GroupDetailRoute() {
  const { id, dehydratedState, notFound } = useLoaderData<typeof loader>();
  if (notFound) return <NotFoundState />;
  return (
    <RouteHydration state={dehydratedState}>
      <GroupDetail key={id} id={id} renderPost={(post) => <PostCard post={post} />} />
    </RouteHydration>
  );
}
