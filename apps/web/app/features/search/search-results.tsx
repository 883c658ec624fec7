/** Results for one term: videos (sortable), actresses, tags; tab and sort live in the URL. */
import { api } from '@md/contract/client';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useSearchParams } from 'react-router';
import { useApi } from '../../shared/api/api-context.tsx';
import { choiceParam } from '../../shared/navigation/params.ts';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { MEDIA_SORTS, PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { TagChip } from '../tag/tag-chip.tsx';
import { useSearchSubmit } from './search-panel.tsx';

const TABS = [
  { value: 'media' as const, label: '视频' },
  { value: 'actress' as const, label: '演员' },
  { value: 'tag' as const, label: '标签' },
];

export function SearchResults() {
  const client = useApi();
  const [params, setParams] = useSearchParams();
  const submit = useSearchSubmit();
  const keyword = (params.get('keyword') ?? '').trim();
  const type = choiceParam(params, 'type', ['media', 'actress', 'tag'] as const, 'media');
  const sort = choiceParam(params, 'sort', ['new', 'hot', 'collect'] as const, 'hot');
  const set = (changes: Record<string, string>) => setParams((p) => ({ ...Object.fromEntries(p), ...changes }), { replace: true });

  return (
    <main className="page search-results">
      <div className="search-results__bar">
        <SearchBar key={keyword} defaultValue={keyword} placeholder="搜索视频、演员、标签" onSearch={submit} maxLength={50} aria-label="搜索" />
      </div>
      <h1 className="visually-hidden">“{keyword}”的搜索结果</h1>
      <SortTabs label="结果类型" options={TABS} value={type} onChange={(value) => set({ type: value })} />
      {type === 'media' ? <SortTabs options={MEDIA_SORTS} value={sort} onChange={(value) => set({ sort: value })} /> : null}
      {!keyword ? null : type === 'media' ? (
        <PagedList
          key={`m-${keyword}-${sort}`}
          queryKey={['search', 'media', keyword, sort]}
          fetchPage={(page) => client.call(api.searchMedia, { keyword, sort, page })}
          itemKey={(m) => m.id}
          renderItem={(m) => <MediaCard media={m} />}
          emptyText={`没有找到与“${keyword}”相关的视频`}
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
          emptyText={`没有找到与“${keyword}”相关的演员`}
        />
      ) : (
        <PagedList
          key={`t-${keyword}`}
          queryKey={['search', 'tag', keyword]}
          fetchPage={(page) => client.call(api.searchTag, { keyword, page })}
          itemKey={(t) => t.id}
          renderItem={(t) => <TagChip tag={t} />}
          className="chips"
          emptyText={`没有找到与“${keyword}”相关的标签`}
        />
      )}
    </main>
  );
}
