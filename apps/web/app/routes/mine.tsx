import type { MetaFunction } from 'react-router';
import { MinePage } from '../features/account/mine-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'account')('title'))];

export default function MineRoute() {
  return <MinePage />;
}
