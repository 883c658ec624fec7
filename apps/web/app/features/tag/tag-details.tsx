/** The videos (or actresses) of one tag or one tag category, sorted. */
import { Code, ContentType } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';

import { Link, useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';
import { StateBlock } from '../../shared/ui/state-block.tsx';
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
  useDocumentTitle(tag.data?.name ?? category?.name);
  if (tag.isError && isApiCallError(tag.error) && tag.error.code === Code.notFound) return <NotFoundState />;
  if (!tid && !tagCateId) {
    // No tag and no category named: nothing to list, so the way to the tags.
    return (
      <main className="page tag-details">
        <h1 className="page__title page__title--spaced">{t('title')}</h1>
        <StateBlock kind="empty" title={t('noneChosen')} description={t('noneChosenHint')}>
          <Link to="/tagList" className="state-block__action">
            {t('browseTags')}
          </Link>
        </StateBlock>
      </main>
    );
  }

  return (
    <main className="page tag-details">
      <h1 className="page__title page__title--spaced">{tid ? `#${title}` : title}</h1>
      <SortTabs options={sorts as { value: string; label: string }[]} value={sort.value} onChange={(value) => setParams((p) => ({ ...Object.fromEntries(p), sort: value }), { replace: true })} />
      {sort.contentType === ContentType.actress ? (
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
