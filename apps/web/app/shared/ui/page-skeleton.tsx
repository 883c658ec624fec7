import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../i18n/index.ts';

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <main className="page page--narrow" aria-busy="true" aria-label={t('loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </main>
  );
}
