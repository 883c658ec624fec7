/** One actress: profile, counts, tags, collect and share, and her videos with sorting. Each visit is recorded. */
import './actress-page.css';
import { Code, ContentType, api, formatCount } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { recordActressVisit } from '../../shared/db/histories.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { choiceParam } from '../../shared/navigation/params.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { PageSkeleton } from '../../shared/ui/page-skeleton.tsx';
import { ErrorState } from '../../shared/ui/states.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';
import { MEDIA_SORT_VALUES, mediaSorts } from '../../shared/lib/sorts.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { refetchCalls } from '../../shared/query/api-query.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { TagChip } from '../../shared/ui/tag-chip.tsx';
import { useShareItem } from '../../shared/api/invite-code.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { actressMediaPages, actressQuery, actressStateKey, actressStateQuery } from './queries.ts';
import { collectMessage } from '../../shared/stores/user-store.ts';


/** `reviews`: the review feature's summary of this actress (the route fills it). */
/** What the page shows (its reviews' summary too), asked again by a pull to refresh. */
const ACTRESS_CALLS = [api.actressDetail, api.actressState, api.mediaList, api.reviewSubject, api.reviewList];

export function ActressPage({ id, reviews }: { id: number; reviews?: ReactNode }) {
  const { t } = useTranslation('actress');
  const { t: tc } = useTranslation('common');
  const sharing = useShareItem();
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  const token = useAppState((s) => s.token);
  const [params, setParams] = useSearchParams();
  const sort = choiceParam(params, 'sort', MEDIA_SORT_VALUES, 'new');
  const detail = useQuery(actressQuery(client, id));
  const personal = useQuery(actressStateQuery(client, token, id));
  const actress = detail.data;

  useEffect(() => {
    if (actress) void recordActressVisit({ id: actress.id, name: actress.name, avatar: actress.avatar });
  }, [actress]);

  useDocumentTitle(actress?.name);

  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError && isApiCallError(detail.error) && detail.error.code === Code.notFound) return <NotFoundState />;
  if (detail.isError || !actress) return <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;
  const collected = personal.data?.collected ?? false;
  const collects = personal.data?.collects ?? actress.collects;

  async function toggleCollect() {
    const res = await client!.call(collected ? api.collectDel : api.collectAdd, { contentType: ContentType.actress, id });
    showToast(tc(collectMessage(res.collected)));
    await queryClient.invalidateQueries({ queryKey: actressStateKey(id) });
  }

  return (
    <PullToRefresh onRefresh={() => refetchCalls(queryClient, ACTRESS_CALLS)}>
      <main className="actress-page">
        <div className="actress-page__cover">
          <CodecImage path={actress.cover} alt="" ratio="5 / 2" priority />
        </div>
        <section className="page actress-page__profile" aria-labelledby="actress-name">
          <div className="actress-page__avatar">
            <CodecImage path={actress.avatar} alt={actress.name} ratio="1 / 1" round />
          </div>
          <div className="actress-page__who">
            <h1 id="actress-name">{actress.name}</h1>
            <p className="actress-page__stats">
              <span>{t('works', { value: formatCount(actress.mediaCount, locale) })}</span>
              <span>{t('popularity', { value: formatCount(actress.views, locale) })}</span>
              <span>{t('collects', { value: formatCount(collects, locale) })}</span>
            </p>
          </div>
          <div className="actress-page__actions">
            <Button size="small" color="primary" fill={collected ? 'outline' : 'solid'} onClick={toggleCollect} aria-pressed={collected} disabled={personal.isPending}>
              {collected ? tc('collected') : tc('collect')}
            </Button>
            <Button size="small" disabled={!sharing.ready} onClick={() => sharing.share(actress.name, { to: `actress-${actress.id}`, dc: 'actress' })}>
              {tc('share')}
            </Button>
          </div>
          <p className="actress-page__bio">{actress.bio}</p>
          <ul className="chips" aria-label={tc('tags')}>
            {actress.tags.map((tag) => (
              <li key={tag.id}>
                <TagChip tag={{ ...tag, mediaCount: 0, actressCount: 0 }} contentType={ContentType.actress} />
              </li>
            ))}
          </ul>
        </section>
        {reviews ? <div className="page">{reviews}</div> : null}
        <section className="page" aria-labelledby="works-title">
          <h2 id="works-title" className="section-title">
            {t('allWorks')}
          </h2>
          <SortTabs options={mediaSorts(tc)} value={sort} onChange={(value) => setParams((p) => ({ ...Object.fromEntries(p), sort: value }), { replace: true })} />
          {client ? (
            <PagedList
              {...actressMediaPages(client, id, sort)}
              itemKey={(m) => m.id}
              renderItem={(m) => <MediaCard media={m} />}
              emptyText={t('noWorks')}
            />
          ) : null}
        </section>
      </main>
    </PullToRefresh>
  );
}
