import type { MetaFunction } from 'react-router';
import { RankPage } from '../features/mine/rank-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'mine')('rankTitle'))];

export default function MineRankRoute() {
  return <RankPage />;
}
