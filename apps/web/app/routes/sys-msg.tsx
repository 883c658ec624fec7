import type { MetaFunction } from 'react-router';
import { EmptyState } from '../shared/ui/states.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'pages')('messagesTitle'))];

export default function SysMsgRoute() {
  const { t } = useTranslation('pages');
  return (
    <main className="page page--narrow">
      <h1 className="page__title">{t('messagesTitle')}</h1>
      <EmptyState text={t('noMessages')} />
    </main>
  );
}
