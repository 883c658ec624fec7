import { useSearchParams, type MetaFunction } from 'react-router';
import { ReviewDetail } from '../features/review/review-detail.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';
import { idParam } from '../shared/navigation/params.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'review')('detailTitle'))];

/**
 * /reviewDetail?id=: one review, read in the browser with the session (the author sees a pending one). The shared
 * comment section goes into ReviewDetail's `comments` slot at the merge.
 */
export default function ReviewDetailRoute() {
  const { t } = useTranslation('review');
  const [params] = useSearchParams();
  const id = idParam(params, 'id') ?? 0;
  return (
    <main className="page">
      <h1 className="visually-hidden">{t('detailTitle')}</h1>
      <ReviewDetail key={id} id={id} />
    </main>
  );
}
