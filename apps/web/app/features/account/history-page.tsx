/**
 * /mine/history: the watch history (where each video was left, with its progress and 继续观看) and the performer
 * history, both from the local stores of this browser. Removing a video keeps its resume position.
 */
import './library.css';
import { ContentType, formatRelativeTime, isRecentTime } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  clearActressVisits,
  clearReviewVisits,
  clearWatched,
  hideWatched,
  listActressVisits,
  listReviewVisits,
  listWatched,
  removeActressVisits,
  removeReviewVisits,
  watchedFraction,
  isFinished,
  type ActressVisit,
  type ReviewVisit,
  type WatchItem,
} from '../../shared/db/histories.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { CoverProgress } from '../../shared/ui/cover-progress.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { contentPath } from '../../shared/navigation/bind-target.ts';
import { choiceParam } from '../../shared/navigation/params.ts';
import { confirmDialog } from '../../shared/ui/confirm.tsx';
import { SortTabs } from '../../shared/ui/paged-list.tsx';
import { CardGridSkeleton, EmptyState } from '../../shared/ui/states.tsx';
import { showToast } from '../../shared/ui/toast.ts';

const TABS = ['watch', 'actress', 'review'] as const;
type Tab = (typeof TABS)[number];
export const localHistoryKey = (tab: Tab) => ['local', 'history', tab] as const;

export function WatchRow({ item, onRemove }: { item: WatchItem; onRemove: () => void }) {
  const { t } = useTranslation('library');
  const { locale } = useLanguage();
  const percent = Math.round(watchedFraction(item) * 100);
  // Watched to the end, the player starts it again: the row says so (a video left in its first seconds is not finished).
  const finished = isFinished(item);
  // Said as shown: a finished video is 已看完 to a screen reader too, not its last saved percentage.
  const progressText = finished ? t('finished') : t('progress', { percent });
  const to = contentPath(ContentType.media, item.mediaId)!;
  return (
    <li className="history-row" data-testid="watch-row" data-media-id={item.mediaId}>
      <Link to={to} className="history-row__cover" tabIndex={-1} aria-hidden>
        <CodecImage path={item.cover} alt="" ratio="16 / 9" />
        <CoverProgress fraction={watchedFraction(item)} />
      </Link>
      <div className="history-row__body">
        <Link to={to} className="history-row__title">
          {item.title}
        </Link>
        <span className="history-row__meta">
          <span role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={progressText} aria-label={item.title}>
            {progressText}
          </span>
          {' · '}
          {/* "1分钟前观看", but "2026-11-20 观看": a space only after the date's digits. */}
          {t(isRecentTime(item.updatedAt) ? 'watchedAt' : 'watchedOn', { time: formatRelativeTime(item.updatedAt, undefined, undefined, locale) })}
        </span>
        <span className="history-row__actions">
          <Link to={to} className="library__action library__action--primary" aria-label={t(finished ? 'watchAgainItem' : 'continueWatchingItem', { title: item.title })}>
            {t(finished ? 'watchAgain' : 'continue')}
          </Link>
          <button type="button" className="library__action" aria-label={t('removeItem', { title: item.title })} onClick={onRemove}>
            {t('remove')}
          </button>
        </span>
      </div>
    </li>
  );
}

function ActressRow({ visit, onRemove }: { visit: ActressVisit; onRemove: () => void }) {
  const { t } = useTranslation('library');
  const { locale } = useLanguage();
  const to = contentPath(ContentType.actress, visit.id)!;
  return (
    <li className="history-row history-row--actress" data-testid="actress-row">
      <Link to={to} className="history-row__cover" tabIndex={-1} aria-hidden>
        <CodecImage path={visit.avatar} alt="" ratio="1 / 1" round />
      </Link>
      <div className="history-row__body">
        <Link to={to} className="history-row__title">
          {visit.name}
        </Link>
        <span className="history-row__meta">{t(isRecentTime(visit.visitedAt) ? 'visitedAt' : 'visitedOn', { time: formatRelativeTime(visit.visitedAt, undefined, undefined, locale) })}</span>
        <span className="history-row__actions">
          <button type="button" className="library__action" aria-label={t('removeItem', { title: visit.name })} onClick={onRemove}>
            {t('remove')}
          </button>
        </span>
      </div>
    </li>
  );
}

function ReviewRow({ visit, onRemove }: { visit: ReviewVisit; onRemove: () => void }) {
  const { t } = useTranslation('library');
  const { locale } = useLanguage();
  const to = `/reviewDetail?id=${visit.id}`;
  return (
    <li className="history-row" data-testid="review-row" data-review-id={visit.id}>
      <Link to={to} className="history-row__cover" tabIndex={-1} aria-hidden>
        <CodecImage path={visit.image} alt="" ratio="1 / 1" />
      </Link>
      <div className="history-row__body">
        <Link to={to} className="history-row__title">
          {visit.title}
        </Link>
        <span className="history-row__meta">
          {'★'.repeat(visit.rating)} · {visit.subjectName}
        </span>
        <span className="history-row__meta">{t(isRecentTime(visit.visitedAt) ? 'visitedAt' : 'visitedOn', { time: formatRelativeTime(visit.visitedAt, undefined, undefined, locale) })}</span>
        <span className="history-row__actions">
          <button type="button" className="library__action" aria-label={t('removeItem', { title: visit.title })} onClick={onRemove}>
            {t('remove')}
          </button>
        </span>
      </div>
    </li>
  );
}

export function HistoryPage() {
  const { t } = useTranslation('library');
  const [params, setParams] = useSearchParams();
  const tab = choiceParam(params, 'tab', TABS, 'watch');
  const queryClient = useQueryClient();
  const watched = useQuery({ queryKey: localHistoryKey('watch'), queryFn: listWatched, enabled: tab === 'watch', staleTime: 0 });
  const visits = useQuery({ queryKey: localHistoryKey('actress'), queryFn: listActressVisits, enabled: tab === 'actress', staleTime: 0 });
  const reviews = useQuery({ queryKey: localHistoryKey('review'), queryFn: listReviewVisits, enabled: tab === 'review', staleTime: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['local', 'history'] });

  async function remove(action: () => Promise<unknown>) {
    await action();
    showToast(t('removed'));
    await refresh();
  }

  async function clearAll() {
    const list = tab === 'watch' ? t('watchHistory') : tab === 'actress' ? t('actressHistory') : t('reviewHistory');
    const confirmed = await confirmDialog({
      title: t('clearConfirmTitle', { list }),
      content: tab === 'watch' ? t('clearConfirmBody') : t('clearActressConfirmBody'),
      confirmText: t('confirm'),
      cancelText: t('cancel'),
      danger: true,
    });
    if (!confirmed) return;
    await (tab === 'watch' ? clearWatched() : tab === 'actress' ? clearActressVisits() : clearReviewVisits());
    showToast(t('cleared'));
    await refresh();
  }

  const current = tab === 'watch' ? watched : tab === 'actress' ? visits : reviews;
  const count = current.data?.length ?? 0;
  return (
    <main className="page page--narrow library">
      <div className="library__bar">
        <h1>{t('historyTitle')}</h1>
        {count > 0 && (
          <button type="button" className="library__action" onClick={clearAll}>
            {t('clearAll')}
          </button>
        )}
      </div>
      <div className="library__tabs">
        <SortTabs
          label={t('tabs')}
          value={tab}
          onChange={(next) => setParams(next === 'watch' ? {} : { tab: next }, { replace: true })}
          options={[
            { value: 'watch', label: t('watchHistory') },
            { value: 'actress', label: t('actressHistory') },
            { value: 'review', label: t('reviewHistory') },
          ]}
        />
      </div>
      {current.isPending ? (
        <CardGridSkeleton count={4} />
      ) : count === 0 ? (
        <EmptyState text={tab === 'watch' ? t('noWatch') : tab === 'actress' ? t('noActress') : t('noReview')} home />
      ) : tab === 'watch' ? (
        <ul className="library__list" data-testid="watch-history">
          {watched.data!.map((item) => (
            <WatchRow key={item.mediaId} item={item} onRemove={() => remove(() => hideWatched([item.mediaId]))} />
          ))}
        </ul>
      ) : tab === 'review' ? (
        <ul className="library__list" data-testid="review-history">
          {reviews.data!.map((visit) => (
            <ReviewRow key={visit.id} visit={visit} onRemove={() => remove(() => removeReviewVisits([visit.id]))} />
          ))}
        </ul>
      ) : (
        <ul className="library__list" data-testid="actress-history">
          {visits.data!.map((visit) => (
            <ActressRow key={visit.id} visit={visit} onRemove={() => remove(() => removeActressVisits([visit.id]))} />
          ))}
        </ul>
      )}
    </main>
  );
}
