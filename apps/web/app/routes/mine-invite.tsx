import type { MetaFunction } from 'react-router';
import { InvitePage } from '../features/share/invite-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'share')('posterTitle'))];

export default function MineInviteRoute() {
  return <InvitePage />;
}
