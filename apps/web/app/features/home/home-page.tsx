/** The home page: tabs, banners, navigation, topic blocks, then an endless feed with adverts, pull to refresh. */
import './home.css';
import { HOME_PAGE_ID } from '@md/contract/client';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { lazy, Suspense, useContext, useMemo } from 'react';
import { ApiContext } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useHydrated } from '../../shared/layout/hydrated.ts';
import { AdvertCard } from '../../shared/adverts/advert-card.tsx';
import { insertAdverts } from '../../shared/adverts/insert-adverts.ts';
import { useAdverts } from '../../shared/adverts/use-adverts.ts';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../shared/ui/states.tsx';
import { BannerSwiper } from './banner-swiper.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { NavGrid } from './nav-grid.tsx';
import { feedQuery, homeQuery, knownCategories } from './queries.ts';
import { TopicBlock } from './topic-block.tsx';
import { isNotFoundError } from '../../shared/api/errors.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';

// 继续观看 reads the browser's own watch history, so it can only appear after hydration: its code (the row, the cover
// progress bars and their styles) loads then, not with the home page's first script.
const ContinueRow = lazy(() => import('./continue-row.tsx').then((m) => ({ default: m.ContinueRow })));

function LazyContinueRow() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <ContinueRow />
    </Suspense>
  ) : null;
}

export function HomePage({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const client = useContext(ApiContext);
  const queryClient = useQueryClient();
  const { locale } = useLanguage();
  const home = useQuery(homeQuery(client, categoryId, locale));
  const feed = useInfiniteQuery(feedQuery(client, categoryId));
  const adverts = useAdverts('home_list');
  const items = useMemo(() => insertAdverts(feed.data?.pages.flatMap((p) => p.list) ?? [], adverts), [feed.data, adverts]);

  async function refresh() {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: homeQuery(client, categoryId, locale).queryKey }),
      queryClient.resetQueries({ queryKey: feedQuery(client, categoryId).queryKey }),
    ]);
  }

  // A category that is gone (reached inside the site; the server render answers it with 404 itself).
  if (home.isError && isNotFoundError(home.error)) return <NotFoundState />;
  const categories = home.data?.categories ?? knownCategories(queryClient, locale);
  return (
    <main className="home">
      {/* The page's one heading for assistive technology: the site and what it offers (the tab title). */}
      <h1 className="visually-hidden">{t('title')}</h1>
      {categories.length > 0 ? <CategoryTabs categories={categories} active={categoryId} /> : <div className="category-tabs category-tabs--placeholder" />}
      <PullToRefresh onRefresh={refresh}>
        <div className="page home__content">
          {home.isPending ? (
            <HomeSkeleton />
          ) : home.isError ? (
            <ErrorState error={home.error} onRetry={() => home.refetch()} />
          ) : (
            <>
              <BannerSwiper banners={home.data.banners} />
              <NavGrid navs={home.data.navs} />
              {categoryId === HOME_PAGE_ID && <LazyContinueRow />}
              {home.data.topics.map((topic) => (
                <TopicBlock key={topic.id} topic={topic} />
              ))}
            </>
          )}
          {/* The feed comes after the tab's blocks: shown once they are, so they do not push it down the screen when
              they arrive (a visitor sent home from a page for accounts has no server render of them). */}
          {home.isPending ? null : (
            <section className="feed" aria-labelledby="feed-title">
              <h2 id="feed-title" className="topic__title feed__title">
                {t('latest')}
              </h2>
              {feed.isPending ? (
                <CardGridSkeleton />
              ) : feed.isError && !feed.data ? (
                <ErrorState error={feed.error} onRetry={() => feed.refetch()} />
              ) : items.length === 0 ? (
                <EmptyState text={t('noVideos')} />
              ) : (
                <div className="media-grid" data-testid="feed-grid" data-state={feed.isFetching ? 'loading' : 'idle'} data-more={feed.hasNextPage}>
                  {items.map((entry) =>
                    entry.type === 'adv' ? (
                      <AdvertCard key={`adv-${entry.index}`} advert={entry.advert} />
                    ) : (
                      <MediaCard key={entry.item.id} media={entry.item} />
                    ),
                  )}
                </div>
              )}
              {feed.isFetchNextPageError ? (
                <ErrorState text={tc('loadMoreFailed')} error={feed.error} onRetry={() => feed.fetchNextPage()} />
              ) : feed.data ? (
                <InfiniteScroll loadMore={async () => void (await feed.fetchNextPage({ cancelRefetch: false }))} hasMore={feed.hasNextPage}>
                  {feed.hasNextPage ? tc('loadingMore') : tc('endOfList')}
                </InfiniteScroll>
              ) : null}
            </section>
          )}
        </div>
      </PullToRefresh>
    </main>
  );
}

/** The grid's skeleton inside says 加载中 for the whole block. */
function HomeSkeleton() {
  return (
    <div>
      <Skeleton animated className="banner-skeleton" />
      <Skeleton.Paragraph lineCount={2} animated />
      <CardGridSkeleton count={4} />
    </div>
  );
}
