import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { VideoPlayer } from '../features/player/video-player.tsx';
import { detailQuery, relatedQuery } from '../features/video/queries.ts';
import { VideoPage } from '../features/video/video-page.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { idParam } from '../shared/navigation/params.ts';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [pageTitle(matches, loaded?.title || metaT(matches, 'video')('title'))];

function readId(request: Request) {
  const id = idParam(new URL(request.url).searchParams, 'id');
  if (!id) throw data(null, { status: 404 });
  return id;
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  const client = serverApi(context);
  return prefetchRoute(async (queryClient) => {
    const [detail] = await Promise.all([queryClient.fetchQuery(detailQuery(client, id)).catch(() => null), queryClient.prefetchQuery(relatedQuery(client, id))]);
    if (!detail) throw data(null, { status: 404 });
    return { id, title: detail.title };
  });
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request), title: '' });

/** The route composes the two features: the video page, with the player in its slot. */
export default function VideoDetailsRoute() {
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <RouteHydration state={dehydratedState}>
      <VideoPage key={id} id={id} player={(media) => <VideoPlayer media={media} />} />
    </RouteHydration>
  );
}
