/** A topic with all its items: videos in its display type's style (sortable), or actresses. */
import { api } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';

import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { apiQuery } from '../../shared/query/api-query.ts';
import { PageSkeleton } from '../../shared/ui/page-skeleton.tsx';
import { ErrorState } from '../../shared/ui/states.tsx';
import { mediaSorts, PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';

type Sort = 'new' | 'hot' | 'collect';
export const topicQuery = (client: Parameters<typeof apiQuery>[0], id: number, sort?: Sort) => apiQuery(client, api.topicDetail, { id, sort, page: 1 });

export function TopicPage({ id }: { id: number }) {
  const { t } = useTranslation('common');
  const client = useBrowserApi();
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort = raw === 'new' || raw === 'hot' || raw === 'collect' ? raw : undefined;
  const first = useQuery(topicQuery(client, id, sort));
  if (first.isPending) return <PageSkeleton />;
  if (first.isError) return <ErrorState onRetry={() => first.refetch()} />;
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
        {topic.contentType === 8 ? (
          <PagedList
            queryKey={['topic-items', id]}
            fetchPage={(page) => client!.call(api.topicDetail, { id, page }).then((t) => t.actresses)}
            itemKey={(a) => a.id}
            renderItem={(a) => <ActressCard actress={a} />}
            className="actress-grid"
            enabled={Boolean(client)}
          />
        ) : (
          <>
            <SortTabs options={[{ value: 'default' as const, label: t('sortDefault') }, ...mediaSorts(t)]} value={sort ?? 'default'} onChange={(value) => setParams(value === 'default' ? { id: String(id) } : { id: String(id), sort: value }, { replace: true })} />
            <PagedList
              queryKey={['topic-items', id, sort ?? 'default']}
              fetchPage={(page) => client!.call(api.topicDetail, { id, sort, page }).then((t) => t.media)}
              itemKey={(m) => m.id}
              renderItem={(m) => <MediaCard media={m} variant={rowLayout ? 'row' : 'grid'} />}
              className={rowLayout ? 'topic__list' : 'media-grid'}
              testId="topic-media"
              enabled={Boolean(client)}
            />
          </>
        )}
      </div>
    </main>
  );
}
