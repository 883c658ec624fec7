import type { MetaFunction } from 'react-router';
import { PhonePage } from '../features/account/phone-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'phone')('pageTitle'))];

export default function MinePhoneRoute() {
  return <PhonePage />;
}
