import type { MetaFunction } from 'react-router';
import { HistoryPage } from '../features/account/history-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'library')('historyTitle'))];

export default function MineHistoryRoute() {
  return <HistoryPage />;
}
