/** Results for one term: videos (sortable), actresses, tags; tab and sort live in the URL. */
import { api } from '@md/contract/client';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useSearchParams } from 'react-router';
import { useContext } from 'react';
import { ApiContext } from '../../shared/api/api-context.tsx';
import type { ApiClient } from '../../shared/api/client.ts';
import { choiceParam } from '../../shared/navigation/params.ts';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { FIRST_SCREEN, MediaCard } from '../../shared/ui/media-card.tsx';
import { mediaSorts, PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { TagChip } from '../tag/tag-chip.tsx';
import { useSearchSubmit } from './search-panel.tsx';


export type MediaSort = 'new' | 'hot' | 'collect';

/** The first tab's list, shared by the page and the server render that fills it in advance. */
export const searchMediaList = (client: ApiClient, keyword: string, sort: MediaSort) => ({
  queryKey: ['search', 'media', keyword, sort] as const,
  fetchPage: (page: number) => client.call(api.searchMedia, { keyword, sort, page }),
});

export function readSearchParams(params: URLSearchParams) {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    type: choiceParam(params, 'type', ['media', 'actress', 'tag'] as const, 'media'),
    sort: choiceParam(params, 'sort', ['new', 'hot', 'collect'] as const, 'hot') as MediaSort,
  };
}

export function SearchResults() {
  // Null while the server renders: the first tab's results come in with the page, the rest load in the browser.
  const client = useContext(ApiContext)!;
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const tabs = [
    { value: 'media' as const, label: t('typeMedia') },
    { value: 'actress' as const, label: t('typeActress') },
    { value: 'tag' as const, label: t('typeTag') },
  ];
  const [params, setParams] = useSearchParams();
  const submit = useSearchSubmit();
  const { keyword, type, sort } = readSearchParams(params);
  const set = (changes: Record<string, string>) => setParams((p) => ({ ...Object.fromEntries(p), ...changes }), { replace: true });

  return (
    <main className="page search-results">
      <div className="search-results__bar">
        <SearchBar key={keyword} defaultValue={keyword} placeholder={t('placeholder')} onSearch={submit} maxLength={50} aria-label={t('search')} />
      </div>
      <h1 className="visually-hidden">{t('resultsHeading', { keyword })}</h1>
      <SortTabs label={t('resultType')} options={tabs} value={type} onChange={(value) => set({ type: value })} />
      {type === 'media' ? <SortTabs options={mediaSorts(tc)} value={sort} onChange={(value) => set({ sort: value })} /> : null}
      {!keyword ? null : type === 'media' ? (
        <PagedList
          key={`m-${keyword}-${sort}`}
          {...searchMediaList(client, keyword, sort)}
          itemKey={(m) => m.id}
          renderItem={(m, i) => <MediaCard media={m} priority={i < FIRST_SCREEN} />}
          emptyText={t('noMedia', { keyword })}
          testId="search-media"
        />
      ) : type === 'actress' ? (
        <PagedList
          key={`a-${keyword}`}
          queryKey={['search', 'actress', keyword]}
          fetchPage={(page) => client.call(api.searchActress, { keyword, page })}
          itemKey={(a) => a.id}
          renderItem={(a) => <ActressCard actress={a} />}
          className="actress-grid"
          emptyText={t('noActress', { keyword })}
        />
      ) : (
        <PagedList
          key={`t-${keyword}`}
          queryKey={['search', 'tag', keyword]}
          fetchPage={(page) => client.call(api.searchTag, { keyword, page })}
          itemKey={(tag) => tag.id}
          renderItem={(tag) => <TagChip tag={tag} />}
          className="chips"
          emptyText={t('noTag', { keyword })}
        />
      )}
    </main>
  );
}
