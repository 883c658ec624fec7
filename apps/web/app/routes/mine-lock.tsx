import type { MetaFunction } from 'react-router';
import { LockSettingsPage } from '../features/lock/lock-settings-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'mine')('lockTitle'))];

export default function MineLockRoute() {
  return <LockSettingsPage />;
}
