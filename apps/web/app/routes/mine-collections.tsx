import type { MetaFunction } from 'react-router';
import { CollectionsPage } from '../features/account/collections-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'library')('collectionsTitle'))];

export default function MineCollectionsRoute() {
  return <CollectionsPage />;
}
