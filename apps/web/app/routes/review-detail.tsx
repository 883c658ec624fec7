import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { publicReviewQuery } from '../features/review/queries.ts';
import { ReviewDetail } from '../features/review/review-detail.tsx';
import { serverApi } from '../shared/api/server-api.ts';
import { CommentContentType } from '@md/contract/client';
import { isNotFoundError } from '../shared/api/errors.ts';
import { hiddenFromGuests } from '../shared/navigation/not-found.ts';
import { prefetchComments } from '../shared/comments/queries.ts';
import { localeOfRequest, metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { idParam } from '../shared/navigation/params.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

// What a guest may not see is titled as not found in the first paint; the author's own view names it (ReviewDetail).
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.hidden ? metaT(matches)('notFoundTitle') : loaded?.title || metaT(matches, 'review')('detailTitle')),
];

const readId = (request: Request) => idParam(new URL(request.url).searchParams, 'id') ?? 0;

/**
 * The first paint shows what a guest sees of the review (an approved one); its title names the tab. A review a guest
 * may not see answers 404, and the page still asks with the visitor's session (the author sees it in review).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  let hidden = id <= 0;
  const loaded = await prefetchRoute(async (queryClient) => {
    const locale = localeOfRequest(request);
    const client = serverApi(context, locale);
    const notFound = (error: unknown) => {
      hidden = isNotFoundError(error);
      return null;
    };
    const [review] = id > 0 ? await Promise.all([queryClient.fetchQuery(publicReviewQuery(client, id)).catch(notFound), prefetchComments(queryClient, client, { contentType: CommentContentType.review, id }, locale)]) : [null];
    return { id, title: review?.title ?? '' };
  });
  return hidden ? hiddenFromGuests({ ...loaded, hidden: true }) : { ...loaded, hidden: false };
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request), title: '', hidden: false });

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
