/** An endless list over any paged call: skeleton, error with retry, empty state, loads more near the end. */
import { useInfiniteQuery } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import type { Page, PagedSource } from '../query/api-query.ts';
import { useTranslation } from '../i18n/index.ts';
import { CardGridSkeleton, EmptyState, ErrorState } from './states.tsx';

interface Props<T> extends Omit<PagedSource<T>, 'enabled'> {
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  className?: string;
  emptyText?: string;
  enabled?: boolean;
  testId?: string;
}

export function PagedList<T>({ queryKey, fetchPage, renderItem, itemKey, className = 'media-grid', emptyText, enabled = true, testId }: Props<T>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
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
        <ErrorState text={t('loadMoreFailed')} error={query.error} onRetry={() => query.fetchNextPage()} />
      ) : (
        <InfiniteScroll loadMore={async () => void (await query.fetchNextPage({ cancelRefetch: false }))} hasMore={query.hasNextPage}>
          {query.hasNextPage ? t('loadingMore') : t('endOfList')}
        </InfiniteScroll>
      )}
    </>
  );
}

/** Sort choices as tabs; the choice lives in the URL. */
export function SortTabs<S extends string>({ options, value, onChange, label }: { options: { value: S; label: string }[]; value: S; onChange: (value: S) => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="sort-tabs" role="tablist" aria-label={label ?? t('sort')}>
      {options.map((o) => (
        <button key={o.value} type="button" role="tab" aria-selected={o.value === value} className={`sort-tabs__tab${o.value === value ? ' sort-tabs__tab--active' : ''}`} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
