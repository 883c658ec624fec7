/**
 * The post square (post/center): latest or hot, optionally of one tag; 关注, the posts of the tags one follows, with
 * the tags to follow or unfollow; 排行, the ranking by engagement (post/reviewrank).
 */
import './post.css';
import { api } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiKey, refetchCalls } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { openLogin } from '../../shared/stores/login-store.ts';
import { useIsRegistered } from '../../shared/stores/user-store.ts';
import { focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { ScrollRow } from '../../shared/ui/scroll-row.tsx';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../shared/ui/states.tsx';
import { PostCard } from './post-card.tsx';
import { postTagsQuery, reviewRankQuery, squarePages, tagFollowsQuery, type SquareTab } from './queries.ts';

type Tab = SquareTab | 'rank';

/** What the square shows, asked again by a pull to refresh. */
const SQUARE_CALLS = [api.postCenter, api.postTags, api.postTaglist, api.postReviewrank];

export function PostSquare() {
  const { t } = useTranslation('post');
  const [tab, setTab] = useState<Tab>('latest');
  const queryClient = useQueryClient();
  return (
    <PullToRefresh onRefresh={() => refetchCalls(queryClient, SQUARE_CALLS)}>
      <section className="post-square" aria-label={t('square')}>
        <SortTabs
          options={[
            { value: 'latest', label: t('latest') },
            { value: 'hot', label: t('hot') },
            { value: 'following', label: t('following') },
            { value: 'rank', label: t('rank') },
          ]}
          value={tab}
          onChange={setTab}
        />
        {tab === 'rank' ? <PostRank /> : tab === 'following' ? <FollowingPosts /> : <SquarePosts tab={tab} />}
      </section>
    </PullToRefresh>
  );
}

function SquarePosts({ tab }: { tab: 'latest' | 'hot' }) {
  const { t } = useTranslation('post');
  const client = useBrowserApi();
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const tags = useQuery({ ...postTagsQuery(client), enabled: client !== null });
  return (
    <>
      {/* One row that scrolls sideways: its height is the same before and after the tags come (decision 0084). */}
      <ScrollRow className="post-tags post-tags--row" label={t('tagFilter')}>
        <button type="button" className="post-tag" aria-pressed={tagId === undefined} onClick={() => setTagId(undefined)}>
          {t('allTags')}
        </button>
        {(tags.data ?? []).map((tag) => (
          <button key={tag.id} type="button" className="post-tag" aria-pressed={tagId === tag.id} onClick={() => setTagId(tag.id)}>
            {tag.name}
          </button>
        ))}
      </ScrollRow>
      <PagedList
        {...squarePages(client, tab, tagId)}
        enabled={client !== null}
        className="post-list"
        testId="post-square"
        emptyText={t('noPosts')}
        itemKey={(post) => post.id}
        renderItem={(post) => <PostCard post={post} />}
      />
    </>
  );
}

/** 关注: a visitor without an account is asked to sign in; a member picks tags and reads their posts. */
function FollowingPosts() {
  const { t } = useTranslation('post');
  const client = useBrowserApi();
  const registered = useIsRegistered();
  if (!registered) {
    return (
      <StateBlock kind="empty" title={t('followingSignIn')}>
        <button type="button" className="state-block__action" onClick={() => openLogin('signIn', { redirect: '/post' })}>
          {t('signIn')}
        </button>
      </StateBlock>
    );
  }
  return (
    <>
      <FollowTags />
      <PagedList
        {...squarePages(client, 'following', undefined)}
        enabled={client !== null}
        className="post-list"
        testId="post-following"
        emptyText={t('noFollowingPosts')}
        itemKey={(post) => post.id}
        renderItem={(post) => <PostCard post={post} />}
      />
    </>
  );
}

/** The tags as switches: pressed means followed; a press follows or unfollows at once. */
function FollowTags() {
  const { t } = useTranslation('post');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const tags = useQuery(tagFollowsQuery(client, token));
  const [busy, setBusy] = useState<number | null>(null);

  // One follow at a time: a second tag pressed meanwhile waits (its button says so) rather than racing the first.
  async function toggle(tagId: number, follow: boolean) {
    if (!client || busy !== null) return;
    setBusy(tagId);
    try {
      await client.call(api.postTagFollow, { tagId, follow });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKey(api.postTaglist) }),
        queryClient.invalidateQueries({ queryKey: apiKey(api.postCenter, { tab: 'following' }) }),
      ]);
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="post-follow">
      <p className="post-follow__hint" id="post-follow-hint">
        {t('followHint')}
      </p>
      <div className="post-tags" role="group" aria-label={t('followTags')} aria-describedby="post-follow-hint">
        {(tags.data ?? []).map((tag) => (
          <button
            key={tag.id}
            type="button"
            className="post-tag post-tag--follow"
            aria-pressed={tag.followed}
            aria-busy={busy === tag.id || undefined}
            {...focusKeepingProps(busy !== null, () => void toggle(tag.id, !tag.followed))}
          >
            <span aria-hidden>{tag.followed ? '✓ ' : '+ '}</span>
            {tag.name}
          </button>
        ))}
      </div>
    </div>
  );
}

/** 排行: the top posts by engagement, numbered. */
function PostRank() {
  const { t } = useTranslation('post');
  const client = useBrowserApi();
  const rank = useQuery(reviewRankQuery(client));
  if (rank.isPending) return <CardGridSkeleton count={3} />;
  if (rank.isError) return <ErrorState error={rank.error} onRetry={() => rank.refetch()} />;
  if (rank.data.length === 0) return <EmptyState text={t('noRank')} />;
  return (
    <>
      <p className="post-rank__rule">{t('rankRule')}</p>
      <ol className="post-list post-rank" data-testid="post-rank" aria-label={t('rank')}>
        {rank.data.map((post) => (
          <li key={post.id} className="post-rank__item">
            <span className={`post-rank__number${post.rank <= 3 ? ' post-rank__number--top' : ''}`} aria-hidden>
              {post.rank}
            </span>
            <PostCard post={post} />
          </li>
        ))}
      </ol>
    </>
  );
}
