/** A creator's public page: avatar, nickname, how many public works, and those works newest first. */
import './creator-page.css';
import { Code, formatCount } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { PageSkeleton } from '../../shared/ui/page-skeleton.tsx';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { ErrorState } from '../../shared/ui/states.tsx';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { creatorMediaPages, creatorQuery } from './queries.ts';

export function CreatorPage({ uid }: { uid: number }) {
  const { t } = useTranslation('creator');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const first = useQuery(creatorQuery(client, uid));
  const creator = first.data?.user;
  useDocumentTitle(creator?.nickname);
  if (first.isPending) return <PageSkeleton />;
  if (first.isError && isApiCallError(first.error) && first.error.code === Code.notFound) return <NotFoundState />;
  if (first.isError || !creator) return <ErrorState error={first.error} onRetry={() => first.refetch()} />;
  return (
    <main className="page creator-page">
      <section className="creator-page__profile" aria-labelledby="creator-name">
        <UserAvatar user={creator} size={64} />
        <div>
          <h1 id="creator-name" className="creator-page__name">
            {creator.nickname}
          </h1>
          <p className="creator-page__stats">{t('works', { value: formatCount(creator.count, locale) })}</p>
        </div>
      </section>
      <section aria-labelledby="creator-works">
        <h2 id="creator-works" className="section-title">
          {t('allWorks')}
        </h2>
        <PagedList {...creatorMediaPages(client, uid)} itemKey={(m) => m.id} renderItem={(m) => <MediaCard media={m} />} emptyText={t('noWorks')} testId="creator-media" />
      </section>
    </main>
  );
}
