import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { publicReviewQuery } from '../features/review/queries.ts';
import { ReviewDetail } from '../features/review/review-detail.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { CommentContentType } from '@md/contract/client';
import { prefetchComments } from '../shared/comments/queries.ts';
import { localeOfRequest, metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { idParam } from '../shared/navigation/params.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [pageTitle(matches, loaded?.title || metaT(matches, 'review')('detailTitle'))];

const readId = (request: Request) => idParam(new URL(request.url).searchParams, 'id') ?? 0;

/** The first paint shows what a guest sees of the review (an approved one); its title names the tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  return prefetchRoute(async (queryClient) => {
    const locale = localeOfRequest(request);
    const client = serverApi(context, locale);
    const [review] = id > 0 ? await Promise.all([queryClient.fetchQuery(publicReviewQuery(client, id)).catch(() => null), prefetchComments(queryClient, client, { contentType: CommentContentType.review, id }, locale)]) : [null];
    return { id, title: review?.title ?? '' };
  });
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request), title: '' });

/**
 * /reviewDetail?id=: one review, then the session's own view of it (the author sees a pending one), with the shared
 * comment section.
 */
export default function ReviewDetailRoute() {
  const { t } = useTranslation('review');
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1 className="visually-hidden">{t('detailTitle')}</h1>
      <RouteHydration state={dehydratedState}>
        <ReviewDetail key={id} id={id} />
      </RouteHydration>
    </main>
  );
}
