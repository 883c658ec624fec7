/** Results for one term: videos (sortable), actresses, tags; tab and sort live in the URL. */
import './search.css';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useSearchParams } from 'react-router';
import { useContext } from 'react';
import { ApiContext } from '../../shared/api/api-context.tsx';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { FIRST_SCREEN, MediaCard } from '../../shared/ui/media-card.tsx';
import { MEDIA_SORTS } from '../../shared/lib/sorts.ts';
import { useSearchSubmit } from '../../shared/navigation/use-search-submit.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { TagChip } from '../../shared/ui/tag-chip.tsx';
import { readSearchParams, searchActressPages, searchMediaPages, searchTagPages } from './queries.ts';

const TABS = [
  { value: 'media' as const, label: '视频' },
  { value: 'actress' as const, label: '演员' },
  { value: 'tag' as const, label: '标签' },
];

export function SearchResults() {
  // Null while the server renders: the first tab's results come in with the page, the rest load in the browser.
  const client = useContext(ApiContext);
  const [params, setParams] = useSearchParams();
  const submit = useSearchSubmit();
  const { keyword, type, sort } = readSearchParams(params);
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
          {...searchMediaPages(client, keyword, sort)}
          itemKey={(m) => m.id}
          renderItem={(m, i) => <MediaCard media={m} priority={i < FIRST_SCREEN} />}
          emptyText={`没有找到与“${keyword}”相关的视频`}
          testId="search-media"
        />
      ) : type === 'actress' ? (
        <PagedList
          key={`a-${keyword}`}
          {...searchActressPages(client, keyword)}
          itemKey={(a) => a.id}
          renderItem={(a) => <ActressCard actress={a} />}
          className="actress-grid"
          emptyText={`没有找到与“${keyword}”相关的演员`}
        />
      ) : (
        <PagedList
          key={`t-${keyword}`}
          {...searchTagPages(client, keyword)}
          itemKey={(t) => t.id}
          renderItem={(t) => <TagChip tag={t} />}
          className="chips"
          emptyText={`没有找到与“${keyword}”相关的标签`}
        />
      )}
    </main>
  );
}
