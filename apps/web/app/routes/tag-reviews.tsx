import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { reviewPages, reviewTagsQuery, type ReviewSort } from '../features/review/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';
import { ReviewFeed } from '../features/review/review-feed.tsx';
import { useBrowserApi } from '../shared/api/api-context.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { useDocumentTitle } from '../shared/navigation/document-title.ts';
import { notFoundData } from '../shared/navigation/not-found.ts';
import { choiceParam, idParam } from '../shared/navigation/params.ts';
import { NotFoundState } from '../shared/ui/not-found-state.tsx';
import { CardGridSkeleton } from '../shared/ui/states.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(
    matches,
    loaded?.notFound
      ? metaT(matches)('notFoundTitle')
      : loaded?.tagName
        ? metaT(matches, 'review')('tagHeading', { name: loaded.tagName })
        : metaT(matches, 'pages')('tagReviewsTitle'),
  ),
];

const SORTS = ['latest', 'hot', 'rating'] as const;

/**
 * The tags and the tag's first page of reviews are in the first paint (the feed is the same for every caller). A tag
 * that is not among the tags answers 404 with the not-found state; when the tags cannot be read, the page asks again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const tagId = idParam(search, 'tid');
  if (!tagId) return notFoundData({ tagName: '' });
  const client = serverApi(context);
  const loaded = await prefetchRoute(async (queryClient) => {
    const tags = await queryClient.fetchQuery(reviewTagsQuery(client)).catch(() => null);
    const tag = tags?.find((item) => item.id === tagId);
    if (tag) await prefetchPages(queryClient, reviewPages(client, choiceParam(search, 'sort', SORTS, 'latest'), tag.id));
    return { tagName: tag?.name ?? '', notFound: tags !== null && !tag };
  });
  return loaded.notFound ? notFoundData({ tagName: '' }) : loaded;
}

export const clientLoader = () => fromBrowserCache({ tagName: '', notFound: false });

/** /tagReviews?tid=: the reviews under one tag (the post tags, decision 0049); an unknown tag is not found. */
export default function TagReviewsRoute() {
  const { dehydratedState, notFound } = useLoaderData<typeof loader>();
  if (notFound) return <NotFoundState />;
  return (
    <RouteHydration state={dehydratedState}>
      <TagReviews />
    </RouteHydration>
  );
}

function TagReviews() {
  const { t } = useTranslation('review');
  const [params, setParams] = useSearchParams();
  const tagId = idParam(params, 'tid');
  const sort = choiceParam(params, 'sort', SORTS, 'latest');
  const client = useBrowserApi();
  const tags = useQuery({ ...reviewTagsQuery(client), enabled: client !== null && tagId !== null });
  const tag = tags.data?.find((item) => item.id === tagId);
  useDocumentTitle(tag ? t('tagHeading', { name: tag.name }) : null);
  if (!tagId || (tags.isSuccess && !tag)) return <NotFoundState />;
  const setSort = (next: ReviewSort) => {
    const search = new URLSearchParams(params);
    if (next === 'latest') search.delete('sort');
    else search.set('sort', next);
    setParams(search, { replace: true });
  };
  return (
    <main className="page page--narrow">
      <h1 className="page__title page__title--spaced">{tag ? t('tagHeading', { name: tag.name }) : t('tagTitle')}</h1>
      {tag ? <ReviewFeed sort={sort} onSort={setSort} tagId={tag.id} /> : <CardGridSkeleton />}
    </main>
  );
}
