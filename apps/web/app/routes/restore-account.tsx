import type { MetaFunction } from 'react-router';
import { RestorePage } from '../features/card/restore-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'card')('restoreTitle'))];

export default function RestoreAccountRoute() {
  return <RestorePage />;
}
