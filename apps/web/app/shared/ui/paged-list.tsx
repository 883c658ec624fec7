/** An endless list over any paged call: skeleton, error with retry, empty state, loads more near the end. */
import { useInfiniteQuery } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { Advert } from '@md/contract/client';
import type { ReactNode } from 'react';
import { AdvertCard } from '../adverts/advert-card.tsx';
import { insertAdverts } from '../adverts/insert-adverts.ts';
import type { Page, PagedSource } from '../query/api-query.ts';
import { useTranslation } from '../i18n/index.ts';
import { CardGridSkeleton, EmptyState, ErrorState, type EmptyAction } from './states.tsx';
import { firstOfNone, tabStop } from './tab-keys.ts';
import { TabList } from './tab-list.tsx';

interface Props<T> extends Omit<PagedSource<T>, 'enabled'> {
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  className?: string;
  emptyText?: string;
  /** A way on from the empty list (where to start what it would hold). */
  emptyAction?: EmptyAction;
  enabled?: boolean;
  testId?: string;
  /** Adverts placed at their configured positions among the items (spec section 9). */
  adverts?: readonly Advert[];
}

export function PagedList<T>({ queryKey, fetchPage, renderItem, itemKey, className = 'media-grid', emptyText, emptyAction, enabled = true, testId, adverts = [] }: Props<T>) {
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
  if (items.length === 0) return <EmptyState text={emptyText} action={emptyAction} />;
  return (
    <>
      {/* data-state and data-more say whether a page is on its way and whether more can come: tests wait on them. */}
      <div className={className} data-testid={testId} data-state={query.isFetching ? 'loading' : 'idle'} data-more={query.hasNextPage}>
        {insertAdverts(items, adverts).map((entry, i) =>
          entry.type === 'adv' ? (
            <div key={`adv-${entry.index}`} className="paged-list__item paged-list__advert">
              <AdvertCard advert={entry.advert} />
            </div>
          ) : (
            <div key={itemKey(entry.item)} className="paged-list__item">
              {renderItem(entry.item, i)}
            </div>
          ),
        )}
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
    <TabList className="sort-tabs" label={label ?? t('sort')}>
      {options.map((o, i) => (
        <button key={o.value} type="button" role="tab" aria-selected={o.value === value} tabIndex={tabStop(o.value === value, firstOfNone(options.map((x) => x.value), value, i))} className={`sort-tabs__tab${o.value === value ? ' sort-tabs__tab--active' : ''}`} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </TabList>
  );
}
