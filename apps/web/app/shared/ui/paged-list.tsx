/** An endless list over any paged call: skeleton, error with retry, empty state, loads more near the end. */
import { useInfiniteQuery } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { CardGridSkeleton, EmptyState, ErrorState } from './states.tsx';

export interface Page<T> {
  list: T[];
  page: number;
  hasMore: boolean;
  total: number;
}

interface Props<T> {
  queryKey: readonly unknown[];
  fetchPage: (page: number) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  className?: string;
  emptyText?: string;
  enabled?: boolean;
  testId?: string;
}

export function PagedList<T>({ queryKey, fetchPage, renderItem, itemKey, className = 'media-grid', emptyText = '暂无内容', enabled = true, testId }: Props<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      {/* data-state and data-more say whether a page is on its way and whether more can come: tests wait on them. */}
      <div className={className} data-testid={testId} data-state={query.isFetching ? 'loading' : 'idle'} data-more={query.hasNextPage}>
        {items.map((item, i) => (
          <div key={itemKey(item)} className="paged-list__item">
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {query.isFetchNextPageError ? (
        <ErrorState text="更多内容加载失败" onRetry={() => query.fetchNextPage()} />
      ) : (
        <InfiniteScroll loadMore={async () => void (await query.fetchNextPage({ cancelRefetch: false }))} hasMore={query.hasNextPage}>
          {query.hasNextPage ? '加载中…' : '— 已经到底了 —'}
        </InfiniteScroll>
      )}
    </>
  );
}

/** Sort choices as tabs; the choice lives in the URL. */
export function SortTabs<S extends string>({ options, value, onChange, label = '排序' }: { options: { value: S; label: string }[]; value: S; onChange: (value: S) => void; label?: string }) {
  return (
    <div className="sort-tabs" role="tablist" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" role="tab" aria-selected={o.value === value} className={`sort-tabs__tab${o.value === value ? ' sort-tabs__tab--active' : ''}`} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

export const MEDIA_SORTS = [
  { value: 'new' as const, label: '最新' },
  { value: 'hot' as const, label: '最热' },
  { value: 'collect' as const, label: '最多收藏' },
];
