import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { VideoPlayer } from '../features/player/video-player.tsx';
import { detailQuery, relatedQuery } from '../features/video/queries.ts';
import { publicSubjectReviewsQuery } from '../features/review/queries.ts';
import { SubjectReviews } from '../features/review/subject-reviews.tsx';
import { VideoPage } from '../features/video/video-page.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { idParam } from '../shared/navigation/params.ts';
import { NotFoundState } from '../shared/ui/not-found-state.tsx';
import { CommentContentType } from '@md/contract/client';
import { prefetchComments } from '../shared/comments/queries.ts';
import { localeOfRequest, metaT, pageTitle } from '../shared/i18n/index.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.notFound ? metaT(matches)('notFoundTitle') : loaded?.title || metaT(matches, 'video')('title')),
];

const readId = (request: Request) => idParam(new URL(request.url).searchParams, 'id');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  if (!id) return notFoundData({ id: 0, title: '' });
  const locale = localeOfRequest(request);
  const client = serverApi(context, locale);
  const loaded = await prefetchRoute(async (queryClient) => {
    const [detail] = await Promise.all([
      queryClient.fetchQuery(detailQuery(client, id)).catch(() => null),
      queryClient.prefetchQuery(relatedQuery(client, id)),
      prefetchComments(queryClient, client, { contentType: CommentContentType.media, id }, locale),
      queryClient.prefetchQuery(publicSubjectReviewsQuery(client, 'media', id)),
    ]);
    return { id, title: detail?.title ?? null, notFound: !detail };
  });
  return loaded.notFound ? notFoundData({ id, title: '' }) : loaded;
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request) ?? 0, title: '', notFound: !readId(request) });

/** The route composes the two features: the video page, with the player in its slot. */
export default function VideoDetailsRoute() {
  const { id, dehydratedState, notFound } = useLoaderData<typeof loader>();
  if (notFound) return <NotFoundState />;
  return (
    <RouteHydration state={dehydratedState}>
      <VideoPage key={id} id={id} player={(media, slot) => <VideoPlayer media={media} {...slot} />} reviews={<SubjectReviews type="media" id={id} />} />
    </RouteHydration>
  );
}
