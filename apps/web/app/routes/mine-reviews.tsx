import type { MetaFunction } from 'react-router';
import { MyReviewsPage } from '../features/review/my-reviews-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'review')('myReviews'))];

/** /mine/reviews: the person's own reviews with their review states (review/mine). */
export default function MineReviewsRoute() {
  return <MyReviewsPage />;
}
