import type { MetaFunction } from 'react-router';
import { EmptyState } from '../shared/ui/states.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'pages')('postTitle'))];

export default function PostRoute() {
  const { t } = useTranslation('pages');
  return (
    <main className="page page--narrow">
      <h1 className="page__title">{t('postTitle')}</h1>
      <EmptyState text={t('postSoon')} />
    </main>
  );
}
