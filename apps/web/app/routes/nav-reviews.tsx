import { REVIEW_SUBJECTS } from '@md/contract/client';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ReviewFeed } from '../features/review/review-feed.tsx';
import { reviewPages, reviewTagsQuery, type ReviewSort } from '../features/review/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { choiceParam, idParam } from '../shared/navigation/params.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'pages')('reviewsTitle'))];

const SORTS = ['latest', 'hot', 'rating'] as const;

/** What the URL asks for: the order, a tag's chip, one subject's reviews. */
function readFilters(params: URLSearchParams) {
  const subjectId = idParam(params, 'id');
  return {
    sort: choiceParam(params, 'sort', SORTS, 'latest'),
    tagId: idParam(params, 'tid') ?? undefined,
    subject: subjectId ? { type: choiceParam(params, 'type', REVIEW_SUBJECTS, 'media'), id: subjectId } : undefined,
  };
}

/** The tag chips and the first page of the feed are in the first paint (the feed is the same for every caller). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { sort, tagId, subject } = readFilters(new URL(request.url).searchParams);
  const client = serverApi(context);
  return prefetchRoute((queryClient) =>
    Promise.all([queryClient.prefetchQuery(reviewTagsQuery(client)), prefetchPages(queryClient, reviewPages(client, sort, tagId, subject))]).then(() => undefined),
  );
}

export const clientLoader = () => fromBrowserCache();

/** /nav/reviews: the review feed; ?sort=, ?tid= (a tag chip), ?type=&id= (one subject's reviews) live in the URL. */
export default function NavReviewsRoute() {
  const { t } = useTranslation('review');
  const { dehydratedState } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const { sort, tagId, subject } = readFilters(params);
  const change = (next: { sort?: ReviewSort; tagId?: number | undefined }) => {
    const search = new URLSearchParams(params);
    if (next.sort) {
      if (next.sort === 'latest') search.delete('sort');
      else search.set('sort', next.sort);
    }
    if ('tagId' in next) {
      if (next.tagId) search.set('tid', String(next.tagId));
      else search.delete('tid');
    }
    setParams(search, { replace: true });
  };
  return (
    <main className="page page--narrow">
      <h1 className="page__title page__title--spaced">{t('feedTitle')}</h1>
      <RouteHydration state={dehydratedState}>
        <ReviewFeed sort={sort} onSort={(next) => change({ sort: next })} tagId={tagId} onTag={(next) => change({ tagId: next })} subject={subject} />
      </RouteHydration>
    </main>
  );
}
