import type { MetaFunction } from 'react-router';
import { PointsPage } from '../features/mine/points-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'mine')('pointsTitle'))];

export default function MinePointsRoute() {
  return <PointsPage />;
}
