import type { MetaFunction } from 'react-router';
import { ShareLanding } from '../features/share/share-landing.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'share')('title'))];

export default function ShareRoute() {
  return <ShareLanding />;
}
