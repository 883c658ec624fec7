/**
 * /sysMsg: the four tabs (公告, 评论, 回复, 点赞) with their unread counts, each a list by cursor with a skeleton, an
 * empty state, pull to refresh and endless paging. Opening a tab marks it read once its first page is shown; the
 * items fetched keep their unread marks until the next refresh, so the reader sees what was new.
 */
import './messages.css';
import { MESSAGE_TABS, api, type MessageTab } from '@md/contract/client';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { unreadKey, useUnreadCounts } from '../../shared/messages/unread.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { tabStop } from '../../shared/ui/tab-keys.ts';
import { TabList } from '../../shared/ui/tab-list.tsx';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../shared/ui/states.tsx';
import { MessageRow } from './message-item.tsx';

const EMPTY_KEYS = { announce: 'emptyAnnounce', comment: 'emptyComment', reply: 'emptyReply', support: 'emptySupport' } as const;

const isTab = (value: string | null): value is MessageTab => (MESSAGE_TABS as readonly string[]).includes(value ?? '');

export function MessageCentre() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: MessageTab = isTab(raw) ? raw : 'announce';
  const counts = useUnreadCounts();
  return (
    <main className="page page--narrow message-centre">
      <h1 className="page__title">{t('title')}</h1>
      {/* Opening a tab marks it read: the arrows only move the focus, Enter or Space opens (a tab passed over stays unread). */}
      <TabList className="message-tabs" label={t('tabs')} manual>
        {MESSAGE_TABS.map((name) => {
          const count = counts?.[name] ?? 0;
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`message-tab-${name}`}
              aria-controls="message-panel"
              aria-selected={name === tab}
              tabIndex={tabStop(name === tab)}
              aria-label={count > 0 ? t('tabUnread', { label: t(name), count }) : t(name)}
              data-testid={`message-tab-${name}`}
              data-unread={count}
              className={`message-tabs__tab${name === tab ? ' message-tabs__tab--active' : ''}`}
              onClick={() => setParams(name === 'announce' ? {} : { tab: name }, { replace: true })}
            >
              {t(name)}
              {count > 0 ? (
                <span className="message-tabs__count" aria-hidden>
                  {count > 99 ? '99+' : count}
                </span>
              ) : null}
            </button>
          );
        })}
      </TabList>
      <section id="message-panel" role="tabpanel" aria-labelledby={`message-tab-${tab}`}>
        <MessageTabPanel key={tab} tab={tab} />
      </section>
    </main>
  );
}

function MessageTabPanel({ tab }: { tab: MessageTab }) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: [api.messageList.path, tab, token],
    enabled: client !== null && token !== null,
    staleTime: 0,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => client!.call(api.messageList, { tab, cursor: pageParam }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  // Opening the tab reads it: once its first page is on screen, and again after each refresh.
  const marked = useRef<number>(0);
  useEffect(() => {
    if (!client || !query.isSuccess || marked.current === query.dataUpdatedAt) return;
    marked.current = query.dataUpdatedAt;
    client
      .call(api.messageRead, { tab }, { silent: true })
      .then((counts) => queryClient.setQueryData(unreadKey(token), counts))
      .catch(() => undefined);
  }, [client, query.isSuccess, query.dataUpdatedAt, tab, token, queryClient]);

  if (query.isPending) return <CardGridSkeleton count={4} />;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.list);
  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      {items.length === 0 ? (
        <EmptyState text={t(EMPTY_KEYS[tab])} />
      ) : (
        <div className="message-list" data-testid="message-list" data-state={query.isFetching ? 'loading' : 'idle'}>
          {items.map((item) => (
            <MessageRow key={item.key} item={item} />
          ))}
        </div>
      )}
      {query.isFetchNextPageError ? (
        <ErrorState text={tc('loadMoreFailed')} error={query.error} onRetry={() => query.fetchNextPage()} />
      ) : items.length > 0 ? (
        <InfiniteScroll loadMore={async () => void (await query.fetchNextPage({ cancelRefetch: false }))} hasMore={query.hasNextPage}>
          {query.hasNextPage ? tc('loadingMore') : tc('endOfList')}
        </InfiniteScroll>
      ) : null}
    </PullToRefresh>
  );
}
