/** Video details: player, title, author and counts, actions, tags, actresses, related videos, comments. */
import './video-page.css';
import { Code, CommentContentType, ContentType, type api, formatCount, formatDuration, formatRelativeTime, type RouteResponse } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';
import { ErrorState } from '../../shared/ui/states.tsx';
import { PageSkeleton } from '../../shared/ui/page-skeleton.tsx';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { AdvertCard } from '../../shared/adverts/advert-card.tsx';
import { insertAdverts } from '../../shared/adverts/insert-adverts.ts';
import { useAdverts } from '../../shared/adverts/use-adverts.ts';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { Comments } from '../../shared/comments/comments.tsx';
import { detailQuery, relatedQuery } from './queries.ts';
import { useAutoplayNext } from '../../shared/stores/autoplay-next.ts';
import { AutoplayNextSwitch } from '../../shared/ui/autoplay-next-switch.tsx';
import { UpNext, type UpNextState } from './up-next.tsx';
import { VideoActions } from './video-actions.tsx';

/**
 * The player is a slot the route fills (features do not import each other): it gets the loaded video, whether to
 * start at once (the last video's countdown opened this one), what to call when the video has played to its end, and
 * what to show over the picture.
 */
export type PlayerSlot = (media: RouteResponse<typeof api.mediaDetail>, options: { autoStart: boolean; onEnded: () => void; overlay: ReactNode }) => ReactNode;

/**
 * On a phone, the tab pair under the player (简介 / 评论) as the field's apps have it: it stays under the top
 * while reading and jumps between the intro and the comments, which come before the recommendations (decision 0040).
 * A jump takes the focus to the section's heading too, so the next Tab goes on in that section.
 */
function SectionTabs({ comments }: { comments: number }) {
  const { t } = useTranslation('video');
  const [current, setCurrent] = useState<'intro' | 'comments'>('intro');
  const go = (section: 'intro' | 'comments') => {
    setCurrent(section);
    document.getElementById(section === 'intro' ? 'video-info' : 'comments')?.scrollIntoView({ block: 'start' });
    document.getElementById(section === 'intro' ? 'video-title' : 'comments-title')?.focus({ preventScroll: true });
  };
  return (
    <nav className="video-page__tabs" aria-label={t('videoSections')}>
      <button type="button" className="video-page__tab" aria-current={current === 'intro' ? 'true' : undefined} onClick={() => go('intro')}>
        {t('tabIntro')}
      </button>
      <button type="button" className="video-page__tab" aria-current={current === 'comments' ? 'true' : undefined} onClick={() => go('comments')}>
        {t('tabComments', { count: comments })}
      </button>
    </nav>
  );
}

/** `reviews`: the review feature's summary of this video (the route fills it). */
export function VideoPage({ id, player, reviews }: { id: number; player: PlayerSlot; reviews?: ReactNode }) {
  const { t } = useTranslation('video');
  const { t: tc } = useTranslation('common');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const detail = useQuery(detailQuery(client, id));
  const queryClient = useQueryClient();
  // The heading's count comes with the video's details: a comment written or deleted here moves it too.
  const moveCount = (delta: number) =>
    queryClient.setQueryData(detailQuery(client, id).queryKey, (media) => (media ? { ...media, comments: Math.max(0, media.comments + delta) } : media));
  const related = useQuery(relatedQuery(client, id));
  const adverts = useAdverts('video_detail');
  const location = useLocation();
  // Only as the countdown opened it: the entry keeps its state, but a reload or a way back to it is a POP.
  const autoStart = useNavigationType() === 'PUSH' && (location.state as Partial<UpNextState> | null)?.autoplay === true;
  /** Played to its end: the next video offered over the player (null: none offered, or the offer cancelled). */
  const [upNext, setUpNext] = useState<{ id: number; title: string } | null>(null);
  // 自动连播 as this device chose (the switch beside 猜你喜欢): off, the end offers nothing.
  const autoplayNext = useAutoplayNext();
  const offerNext = () => {
    const next = related.data?.[0];
    if (!autoplayNext) return;
    if (next) setUpNext({ id: next.id, title: next.title });
  };
  useDocumentTitle(detail.data?.title);
  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError) {
    const missing = isApiCallError(detail.error) && detail.error.code === Code.notFound;
    return missing ? <NotFoundState /> : <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;
  }
  const media = detail.data;
  // One tree for both layouts, in the phone's reading order (intro, reviews, comments, recommendations): CSS grid
  // areas put the related list beside the player on wide screens.
  return (
    <main className="video-page">
      <div className="video-page__player">
        {player(media, { autoStart, onEnded: offerNext, overlay: upNext ? <UpNext key={upNext.id} next={upNext} onCancel={() => setUpNext(null)} /> : null })}
      </div>
      <SectionTabs comments={media.comments} />
      <section className="video-info" id="video-info" aria-labelledby="video-title">
        <h1 id="video-title" className="video-info__title" tabIndex={-1}>
          {media.title}
        </h1>
        {media.author ? (
          <p className="video-info__author">
            <span className="visually-hidden">{t('author')}</span>
            <Link to={`/creator?uid=${media.author.id}`} className="video-info__author-link">
              <UserAvatar user={media.author} size={28} />
              <span className="video-info__author-name">{media.author.nickname}</span>
            </Link>
          </p>
        ) : null}
        <p className="video-info__meta">
          <span>{tc('views', { value: formatCount(media.views, locale) })}</span>
          <time dateTime={media.publishedAt} suppressHydrationWarning>
            {formatRelativeTime(media.publishedAt, undefined, undefined, locale)}
          </time>
          <span>{tc('duration', { duration: formatDuration(media.duration) })}</span>
        </p>
        <p className="video-info__desc">{media.description}</p>
        <VideoActions id={media.id} title={media.title} supports={media.supports} opposes={media.opposes} collects={media.collects} />
        <ul className="chips" aria-label={t('tags')}>
          {media.tags.map((tag) => (
            <li key={tag.id}>
              <Link className="chip" to={`/tagDetails?tid=${tag.id}&contentType=${ContentType.media}`}>
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
        {media.actresses.length > 0 ? (
          <div className="video-info__actresses" role="group" aria-label={t('actresses')}>
            {media.actresses.map((a) => (
              <ActressCard key={a.id} actress={a} />
            ))}
          </div>
        ) : null}
        {reviews}
      </section>
      <div className="video-page__comments">
        <Comments target={{ contentType: CommentContentType.media, id: media.id }} count={media.comments} onCountChange={moveCount} />
      </div>
      <aside className="video-page__related" aria-labelledby="related-title">
        <div className="video-page__related-head">
          <h2 id="related-title" className="section-title">
            {t('related')}
          </h2>
          {/* Turned off while an offer counts down: the offer goes, and turning it on again brings no old one. */}
          <AutoplayNextSwitch
            onTurn={(on) => {
              if (!on) setUpNext(null);
            }}
          />
        </div>
        <div className="media-grid">
          {insertAdverts(related.data ?? [], adverts).map((entry) =>
            entry.type === 'adv' ? <AdvertCard key={`adv-${entry.index}`} advert={entry.advert} /> : <MediaCard key={entry.item.id} media={entry.item} />,
          )}
        </div>
      </aside>
    </main>
  );
}
