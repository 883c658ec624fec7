import type { MetaFunction } from 'react-router';
import { ListsPage } from '../features/work-lists/lists-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'lists')('title'))];

/** /mine/lists and /mine/lists?id=: the person's video lists (decision 0059). */
export default function MineListsRoute() {
  return <ListsPage />;
}
