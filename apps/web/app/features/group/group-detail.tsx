/**
 * /groupDetail?id=: the group's header (cover, name, intro, members, 加入/已加入) and its tabs 资讯 / 商务 / 服务 /
 * 帖子, each an endless list. The tab lives in the URL (`tab`, replaced); an item opens in the page as `item`
 * (pushed), so Back returns to the list where it was. The members' posts are drawn by the route's `renderPost`.
 */
import './group.css';
import { Code, api, formatCount, formatRelativeTime, type BrandKind, type RouteResponse } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { choiceParam, idParam } from '../../shared/navigation/params.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { requireSignIn } from '../../shared/stores/login-store.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';
import { PageSkeleton } from '../../shared/ui/page-skeleton.tsx';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { refetchCalls } from '../../shared/query/api-query.ts';
import { ErrorState } from '../../shared/ui/states.tsx';
import { confirmDialog } from '../../shared/ui/confirm.tsx';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { UserText } from '../../shared/ui/user-text.tsx';
import { BrandItem, FROM_LIST } from './brand-item.tsx';
import { GROUP_TABS, brandPages, groupPath, groupPostPages, groupQuery, itemPath, membershipKey, membershipQuery, type GroupTab } from './queries.ts';

export type GroupPost = RouteResponse<typeof api.groupPosts>['list'][number];
type BrandCardData = RouteResponse<typeof api.brandInformation>['list'][number];

function BrandCard({ item, tab }: { item: BrandCardData; tab: GroupTab }) {
  const { locale } = useLanguage();
  return (
    <Link to={itemPath(item.groupId, tab, item.id)} state={{ from: FROM_LIST }} className="brand-card" data-testid="brand-card" data-item-id={item.id}>
      {item.cover && <CodecImage path={item.cover} alt="" ratio="4 / 3" className="brand-card__cover" />}
      <span className="brand-card__body">
        <UserText as="span" text={item.title} className="brand-card__title" />
        <UserText as="span" text={item.summary} className="brand-card__summary" />
        <time className="brand-card__time" dateTime={item.createdAt} suppressHydrationWarning>
          {formatRelativeTime(item.createdAt, undefined, undefined, locale)}
        </time>
      </span>
    </Link>
  );
}

function JoinButton({ id, name, joined, disabled, onChange }: { id: number; name: string; joined: boolean; disabled: boolean; onChange: (members: number, joined: boolean) => void }) {
  const { t } = useTranslation('group');
  const client = useBrowserApi();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    if (requireSignIn(groupPath(id)) || !client) return;
    // Leaving is asked first (a press on 已加入 by mistake would drop the visitor out); joining is not.
    if (joined && !(await confirmDialog({ title: t('leaveTitle', { name }), confirmText: t('leave'), cancelText: t('cancel'), danger: true }))) return;
    setBusy(true);
    try {
      const answer = await client.call(joined ? api.groupLeave : api.groupJoin, { id });
      onChange(answer.members, answer.joined);
      showToast(answer.joined ? t('joinedToast') : t('leftToast'));
    } catch {
      // The request layer has told the visitor why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <FocusKeepingButton
      size="small"
      color="primary"
      fill={joined ? 'outline' : 'solid'}
      className="group-head__join"
      aria-pressed={joined}
      busy={busy}
      disabled={disabled}
      onClick={() => void toggle()}
    >
      {joined ? t('joined') : t('join')}
    </FocusKeepingButton>
  );
}

/** What the page shows, asked again by a pull to refresh. */
const GROUP_CALLS = [api.groupDetail, api.groupPosts, api.brandInformation, api.brandOffering, api.brandRecruitment, api.brandDetail];

export function GroupDetail({ id, renderPost }: { id: number; renderPost: (post: GroupPost) => ReactNode }) {
  const { t } = useTranslation('group');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = choiceParam(params, 'tab', GROUP_TABS, 'news');
  const itemId = idParam(params, 'item');
  const group = useQuery({ ...groupQuery(client, id), retry: false });
  const personal = useQuery({ ...membershipQuery(client, token, id), retry: false });
  useDocumentTitle(itemId ? null : group.data?.name);

  if (group.isPending) return <PageSkeleton />;
  if (group.isError && isApiCallError(group.error) && group.error.code === Code.notFound) return <NotFoundState />;
  if (group.isError) return <ErrorState error={group.error} onRetry={() => group.refetch()} />;
  const data = group.data;
  const joined = personal.data?.joined ?? false;
  const members = personal.data?.members ?? data.members;

  function membershipChanged(count: number, isMember: boolean) {
    queryClient.setQueriesData({ queryKey: membershipKey(id) }, (old: typeof data & { joined: boolean } | undefined) =>
      old ? { ...old, members: count, joined: isMember } : old,
    );
  }
  const chooseTab = (next: GroupTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('item');
        if (next === 'news') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <PullToRefresh onRefresh={() => refetchCalls(queryClient, GROUP_CALLS)}>
      <main className="group-detail">
        <header className="group-head">
          <CodecImage path={data.cover} alt="" ratio="16 / 9" className="group-head__cover" priority />
          <div className="page group-head__info">
            <UserText as="h1" text={data.name} className="group-head__name" />
            <p className="group-head__members" data-testid="group-members">
              {t('members', { value: formatCount(members, locale) })}
            </p>
            <JoinButton id={id} name={data.name} joined={joined} disabled={client === null || (token !== null && personal.isPending)} onChange={membershipChanged} />
            <UserText text={data.intro} className="group-head__intro" />
          </div>
        </header>
        <div className="page group-detail__body">
          <SortTabs options={GROUP_TABS.map((value) => ({ value, label: t(`tab_${value}`) }))} value={tab} onChange={chooseTab} label={t('tabsLabel')} />
          <div role="tabpanel" aria-label={t(`tab_${tab}`)} className="group-detail__panel">
            {itemId && tab !== 'posts' ? (
              <BrandItem key={itemId} groupId={id} kind={tab} id={itemId} />
            ) : tab === 'posts' ? (
              <PagedList
                key="posts"
                {...groupPostPages(client, id)}
                className="post-list"
                testId="group-posts"
                emptyText={t('empty_posts')}
                itemKey={(post) => post.id}
                renderItem={renderPost}
              />
            ) : (
              <PagedList
                key={tab}
                {...brandPages(client, tab as BrandKind, id)}
                className="brand-list"
                testId={`group-${tab}`}
                emptyText={t(`empty_${tab}`)}
                itemKey={(item) => item.id}
                renderItem={(item) => <BrandCard item={item} tab={tab} />}
              />
            )}
          </div>
        </div>
      </main>
    </PullToRefresh>
  );
}
