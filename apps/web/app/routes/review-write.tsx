import { REVIEW_SUBJECTS } from '@md/contract/client';
import { useSearchParams, type MetaFunction } from 'react-router';
import { WriteReview } from '../features/review/write-form.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';
import { choiceParam, idParam } from '../shared/navigation/params.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'pages')('writeReviewTitle'))];

/** /reviewWrite?type=media|actress&id=: write a review of a video or an actress (protected). */
export default function ReviewWriteRoute() {
  const [params] = useSearchParams();
  const type = choiceParam(params, 'type', REVIEW_SUBJECTS, 'media');
  const id = idParam(params, 'id') ?? 0;
  return (
    <main className="page page--narrow">
      <WriteReview key={`${type}-${id}`} type={type} id={id} />
    </main>
  );
}
