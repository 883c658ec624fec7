import type { MetaFunction } from 'react-router';
import { FeedbackPage } from '../features/help/feedback-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'help')('feedbackTitle'))];

/** /feedback: send feedback and read the replies (signed-in users). */
export default function FeedbackRoute() {
  return <FeedbackPage />;
}
