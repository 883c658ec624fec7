import type { MetaFunction } from 'react-router';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'profile')('title'))];

export default function MineProfileRoute() {
  return <ProfilePage />;
}
