/** The videos (or actresses) of one tag or one tag category, sorted. */
import { api } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';

import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { choiceParam, idParam } from '../../shared/navigation/params.ts';
import { apiQuery } from '../../shared/query/api-query.ts';
import { actressSorts } from '../actress/actress-list.tsx';
import { mediaSorts, PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { FIRST_SCREEN, MediaCard } from '../../shared/ui/media-card.tsx';
import { allTagsQuery } from './tag-list.tsx';

export function TagDetails() {
  const { t } = useTranslation('tag');
  const { t: tc } = useTranslation('common');
  const { t: ta } = useTranslation('actress');
  const client = useBrowserApi();
  const [params, setParams] = useSearchParams();
  const tid = idParam(params, 'tid');
  const tagCateId = idParam(params, 'tagCateId');
  const tag = useQuery({ ...apiQuery(client, api.tagDetail, { id: tid ?? 0 }), enabled: Boolean(tid && client) });
  const categories = useQuery({ ...allTagsQuery(client), enabled: Boolean(tagCateId && client) });
  const category = tag.data?.category ?? categories.data?.find((c) => c.id === tagCateId);
  const contentType = Number(params.get('contentType')) === 8 || category?.contentType === 8 ? 8 : 2;
  const sorts: { value: string; label: string }[] = contentType === 8 ? actressSorts(ta) : mediaSorts(tc);
  const sort = choiceParam(params, 'sort', sorts.map((s) => s.value), sorts[0].value);
  const title = tag.data?.name ?? category?.name ?? t('title');

  return (
    <main className="page tag-details">
      <h1 className="page__title page__title--spaced">{tid ? `#${title}` : title}</h1>
      <SortTabs options={sorts as { value: string; label: string }[]} value={sort} onChange={(value) => setParams((p) => ({ ...Object.fromEntries(p), sort: value }), { replace: true })} />
      {!client || (!tid && !tagCateId) ? null : contentType === 8 ? (
        <PagedList
          queryKey={['tag-actresses', tid, tagCateId, sort]}
          fetchPage={(page) => client.call(api.actressList, { tagId: tid ?? undefined, tagCateId: tid ? undefined : (tagCateId ?? undefined), sort: sort as 'hot', page, pageSize: 30 })}
          itemKey={(a) => a.id}
          renderItem={(a) => <ActressCard actress={a} />}
          className="actress-grid"
          emptyText={t('noActresses')}
        />
      ) : (
        <PagedList
          queryKey={['tag-media', tid, tagCateId, sort]}
          fetchPage={(page) => client.call(api.mediaList, { tagId: tid ?? undefined, tagCateId: tid ? undefined : (tagCateId ?? undefined), sort: sort as 'new', page })}
          itemKey={(m) => m.id}
          renderItem={(m, i) => <MediaCard media={m} priority={i < FIRST_SCREEN} />}
          testId="tag-media"
          emptyText={t('noVideos')}
        />
      )}
    </main>
  );
}
