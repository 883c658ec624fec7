import type { MetaFunction } from 'react-router';
import { WorksPage } from '../features/works/works-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'works')('title'))];

export default function MineWorksRoute() {
  return <WorksPage />;
}
