import { REVIEW_SUBJECTS } from '@md/contract/client';
import { useSearchParams, type MetaFunction } from 'react-router';
import { ReviewFeed } from '../features/review/review-feed.tsx';
import type { ReviewSort } from '../features/review/queries.ts';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { choiceParam, idParam } from '../shared/navigation/params.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'pages')('reviewsTitle'))];

const SORTS = ['latest', 'hot', 'rating'] as const;

/** /nav/reviews: the review feed; ?sort=, ?tid= (a tag chip), ?type=&id= (one subject's reviews) live in the URL. */
export default function NavReviewsRoute() {
  const { t } = useTranslation('review');
  const [params, setParams] = useSearchParams();
  const sort = choiceParam(params, 'sort', SORTS, 'latest');
  const tagId = idParam(params, 'tid') ?? undefined;
  const subjectId = idParam(params, 'id');
  const subjectType = choiceParam(params, 'type', REVIEW_SUBJECTS, 'media');
  const subject = subjectId ? { type: subjectType, id: subjectId } : undefined;
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
      <h1 className="visually-hidden">{t('feedTitle')}</h1>
      <ReviewFeed sort={sort} onSort={(next) => change({ sort: next })} tagId={tagId} onTag={(next) => change({ tagId: next })} subject={subject} />
    </main>
  );
}
