/** A topic with all its items: videos in its display type's style (sortable), or actresses. */
import './topic-page.css';
import { Code, ContentType } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';

import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { PageSkeleton } from '../../shared/ui/page-skeleton.tsx';
import { ErrorState } from '../../shared/ui/states.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';
import { mediaSorts } from '../../shared/lib/sorts.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { topicActressPages, topicMediaPages, topicQuery, topicSortParam } from './queries.ts';

export function TopicPage({ id }: { id: number }) {
  const { t } = useTranslation('common');
  const client = useBrowserApi();
  const [params, setParams] = useSearchParams();
  const sort = topicSortParam(params);
  const first = useQuery(topicQuery(client, id, sort));
  useDocumentTitle(first.data?.title);
  if (first.isPending) return <PageSkeleton />;
  if (first.isError && isApiCallError(first.error) && first.error.code === Code.notFound) return <NotFoundState />;
  if (first.isError) return <ErrorState error={first.error} onRetry={() => first.refetch()} />;
  const topic = first.data;
  const rowLayout = topic.displayType === 4;
  return (
    <main className="topic-page">
      {topic.cover ? (
        <div className="topic-page__cover">
          <CodecImage path={topic.cover} alt="" ratio="5 / 2" priority />
        </div>
      ) : null}
      <div className="page">
        <h1 className="page__title page__title--spaced">{topic.title}</h1>
        <p className="topic-page__desc">{topic.description}</p>
        {topic.contentType === ContentType.actress ? (
          <PagedList
            {...topicActressPages(client, id)}
            itemKey={(a) => a.id}
            renderItem={(a) => <ActressCard actress={a} />}
            className="actress-grid"
          />
        ) : (
          <>
            <SortTabs options={[{ value: 'default' as const, label: t('sortDefault') }, ...mediaSorts(t)]} value={sort ?? 'default'} onChange={(value) => setParams(value === 'default' ? { id: String(id) } : { id: String(id), sort: value }, { replace: true })} />
            <PagedList
              {...topicMediaPages(client, id, sort)}
              itemKey={(m) => m.id}
              renderItem={(m) => <MediaCard media={m} variant={rowLayout ? 'row' : 'grid'} />}
              className={rowLayout ? 'topic__list' : 'media-grid'}
              testId="topic-media"
            />
          </>
        )}
      </div>
    </main>
  );
}
