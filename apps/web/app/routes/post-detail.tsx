import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PostDetail } from '../features/post/post-detail.tsx';
import { prefetchPostPage } from '../features/post/queries.ts';
import { serverApi } from '../shared/api/server-api.ts';
import { api, CommentContentType } from '@md/contract/client';
import { isNotFoundError } from '../shared/api/errors.ts';
import { hiddenFromGuests } from '../shared/navigation/not-found.ts';
import { apiKey } from '../shared/query/api-query.ts';
import { prefetchComments } from '../shared/comments/queries.ts';
import { localeOfRequest, metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { idParam } from '../shared/navigation/params.ts';
import { fromBrowserCache, prefetchRoute, RouteHydration } from '../shared/query/prefetch-route.tsx';

// What a guest may not see is titled as not found in the first paint; the author's own view names it again (PostDetail).
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  pageTitle(matches, loaded?.hidden ? metaT(matches)('notFoundTitle') : metaT(matches, 'post')('detailTitle')),
];

const readId = (request: Request) => idParam(new URL(request.url).searchParams, 'id') ?? 0;

/**
 * The first paint shows what a guest sees of the post (an approved post, a paid one's preview). A post a guest may
 * not see answers 404, and the page still asks with the visitor's session (the author sees it in review).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = readId(request);
  let hidden = id <= 0;
  const loaded = await prefetchRoute(async (queryClient) => {
    if (id > 0) {
      const locale = localeOfRequest(request);
      const client = serverApi(context, locale);
      await Promise.all([prefetchPostPage(queryClient, client, id), prefetchComments(queryClient, client, { contentType: CommentContentType.post, id }, locale)]);
      hidden = isNotFoundError(queryClient.getQueryState(apiKey(api.postDetail, { id }))?.error);
    }
    return { id };
  });
  return hidden ? hiddenFromGuests({ ...loaded, hidden: true }) : { ...loaded, hidden: false };
}

export const clientLoader = ({ request }: LoaderFunctionArgs) => fromBrowserCache({ id: readId(request), hidden: false });

/**
 * /postDetail?id=: one post, then the session's own view of it (the author sees a pending post, a buyer a paid
 * one). The comment section lives inside PostDetail.
 */
export default function PostDetailRoute() {
  const { t } = useTranslation('post');
  const { id, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1 className="visually-hidden">{t('detailTitle')}</h1>
      <RouteHydration state={dehydratedState}>
        <PostDetail key={id} id={id} />
      </RouteHydration>
    </main>
  );
}
