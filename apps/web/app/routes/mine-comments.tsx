import type { MetaFunction } from 'react-router';
import { MyCommentsPage } from '../features/mine/my-comments-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'mine')('myComments'))];

export default function MineCommentsRoute() {
  return <MyCommentsPage />;
}
