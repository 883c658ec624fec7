/** The videos (or actresses) of one tag or one tag category, sorted. */
import { ContentType } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';

import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { actressSorts, mediaSorts } from '../../shared/lib/sorts.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { FIRST_SCREEN, MediaCard } from '../../shared/ui/media-card.tsx';
import { allTagsQuery, readTagParams, readTagSort, tagActressPages, tagMediaPages, tagQuery } from './queries.ts';

export function TagDetails() {
  const { t } = useTranslation('tag');
  const { t: tc } = useTranslation('common');
  const { t: ta } = useTranslation('actress');
  const client = useBrowserApi();
  const [params, setParams] = useSearchParams();
  const { filter, contentTypeParam } = readTagParams(params);
  const { tid, tagCateId } = filter;
  const tag = useQuery({ ...tagQuery(client, tid ?? 0), enabled: Boolean(tid && client) });
  const categories = useQuery({ ...allTagsQuery(client), enabled: Boolean(tagCateId && client) });
  const category = tag.data?.category ?? categories.data?.find((c) => c.id === tagCateId);
  const { contentType, sort } = readTagSort(params, contentTypeParam, category?.contentType);
  const title = tag.data?.name ?? category?.name ?? t('title');
  const sorts = contentType === ContentType.actress ? actressSorts(ta) : mediaSorts(tc);

  return (
    <main className="page tag-details">
      <h1 className="page__title page__title--spaced">{tid ? `#${title}` : title}</h1>
      <SortTabs options={sorts as { value: string; label: string }[]} value={sort.value} onChange={(value) => setParams((p) => ({ ...Object.fromEntries(p), sort: value }), { replace: true })} />
      {!tid && !tagCateId ? null : sort.contentType === ContentType.actress ? (
        <PagedList
          {...tagActressPages(client, filter, sort.value)}
          itemKey={(a) => a.id}
          renderItem={(a) => <ActressCard actress={a} />}
          className="actress-grid"
          emptyText={t('noActresses')}
        />
      ) : (
        <PagedList
          {...tagMediaPages(client, filter, sort.value)}
          itemKey={(m) => m.id}
          renderItem={(m, i) => <MediaCard media={m} priority={i < FIRST_SCREEN} />}
          testId="tag-media"
          emptyText={t('noVideos')}
        />
      )}
    </main>
  );
}
