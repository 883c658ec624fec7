/**
 * /reviewDetail: the subject card (linking to the video or actress), stars, title, the text, the picture grid
 * with the full-screen viewer, tags, support/oppose, share, the author's review state, and its comments (the
 * shared section, once the review is approved; the author may pin one).
 * Each review shown is recorded in this browser's review history.
 */
import './review.css';
import { Code, CommentContentType, ContentType, api, formatRelativeTime } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useShareItem } from '../../shared/api/invite-code.ts';
import { isApiCallError } from '../../shared/api/errors.ts';
import { Comments } from '../../shared/comments/comments.tsx';
import { recordReviewVisit } from '../../shared/db/histories.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { requireSignIn } from '../../shared/stores/login-store.ts';
import { focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { ImageViewer } from '../../shared/ui/image-viewer.tsx';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { CardGridSkeleton, ErrorState } from '../../shared/ui/states.tsx';
import { usePersonalAnswer } from '../../shared/query/personal-answer.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { UserText } from '../../shared/ui/user-text.tsx';
import { reviewPath, subjectPath, tagReviewsPath } from './queries.ts';
import { Stars } from './stars.tsx';

export function ReviewDetail({ id }: { id: number }) {
  const { t } = useTranslation('review');
  const sharing = useShareItem();
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const { query: detail, queryKey: detailKey } = usePersonalAnswer(client, token, api.reviewDetail, { id }, { enabled: id > 0, silent: true });
  // The guest's form stands in until the session's answer arrives: personal actions wait for it.
  const standIn = detail.isPlaceholderData;
  const [viewing, setViewing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const review = detail.data;
  const missing = id <= 0 || (isApiCallError(detail.error) && detail.error.code === Code.notFound);
  const { t: tc } = useTranslation('common');
  useDocumentTitle(missing ? tc('notFoundTitle') : review?.title);

  useEffect(() => {
    if (!review) return;
    void recordReviewVisit({ id: review.id, title: review.title, rating: review.rating, subjectName: review.subject.name, image: review.subject.image });
  }, [review?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per review opened

  if (id <= 0 || detail.isError) {
    return missing ? (
      <div data-testid="review-missing">
        <StateBlock kind="empty" title={t('notFound')}>
          <Link to="/nav/reviews" className="state-block__action">
            {t('backToFeed')}
          </Link>
        </StateBlock>
      </div>
    ) : (
      <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
    );
  }
  if (!review) return <CardGridSkeleton count={2} />;
  const moveCount = (delta: number) =>
    queryClient.setQueryData(detailKey, (old) => (old ? { ...old, comments: Math.max(0, old.comments + delta) } : old));

  async function toggleCollect() {
    if (requireSignIn(reviewPath(id)) || !client || !review) return;
    setBusy(true);
    try {
      const answer = await client.call(review.collected ? api.collectDel : api.collectAdd, { contentType: ContentType.review, id });
      queryClient.setQueryData(detailKey, { ...review, collected: answer.collected });
      showToast(tc(answer.collected ? 'collected' : 'uncollected'));
    } catch {
      // the client has shown the failure
    } finally {
      setBusy(false);
    }
  }

  async function setAttitude(next: 'support' | 'oppose') {
    if (requireSignIn(reviewPath(id)) || !client || !review) return;
    setBusy(true);
    try {
      const answer = await client.call(api.reviewAttitude, { id, attitude: review.attitude === next ? 'none' : next });
      queryClient.setQueryData(detailKey, { ...review, ...answer });
    } catch {
      // the client has shown the failure
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="review-detail" data-testid="review-detail" aria-busy={standIn}>
      <Link to={subjectPath(review.subject.type, review.subject.id)} className="review-subject" data-testid="review-subject">
        <span className={`review-subject__image review-subject__image--${review.subject.type}`}>
          <CodecImage path={review.subject.image} alt="" ratio={review.subject.type === 'media' ? '16 / 9' : '1 / 1'} round={review.subject.type === 'actress'} />
        </span>
        <span className="review-subject__body">
          <span className="review-subject__kind">{t(`subject_${review.subject.type}`)}</span>
          <span className="review-subject__name">{review.subject.name}</span>
        </span>
      </Link>
      <header className="review-detail__head">
        <Stars rating={review.rating} />
        <h2 className="review-detail__title">{review.title}</h2>
        <p className="review-detail__byline">
          <span>{review.author.nickname}</span>
          <time dateTime={review.createdAt} suppressHydrationWarning>{formatRelativeTime(review.createdAt, undefined, undefined, locale)}</time>
          <span>{t('views', { count: review.views })}</span>
        </p>
      </header>
      {review.own && (
        <p className={`review-status review-status--${review.own.status}`} data-testid="review-status">
          {t('statusLabel', { status: t(`status_${review.own.status}`) })}
          {review.own.rejectReason ? <span>{t('rejectReason', { reason: review.own.rejectReason })}</span> : null}
        </p>
      )}
      <UserText text={review.text} className="review-detail__text" />
      {review.images.length > 0 && (
        <ul className={`review-grid review-grid--${Math.min(review.images.length, 3)}`} data-testid="review-images">
          {review.images.map((path, index) => (
            <li key={path}>
              <button type="button" className="review-grid__cell" onClick={() => setViewing(index)} aria-label={t('openImage', { index: index + 1 })}>
                <CodecImage path={path} alt={t('imageAlt', { index: index + 1 })} ratio="1 / 1" priority={index < 3} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.tags.length > 0 && (
        <p className="review-detail__tags">
          {review.tags.map((tag) => (
            <Link key={tag.id} to={tagReviewsPath(tag.id)} className="review-card__tag">
              #{tag.name}
            </Link>
          ))}
        </p>
      )}
      {/* Support, collect and share wait for the approval, as a post's do: a pending review is its author's alone. */}
      {(review.own === null || review.own.status === 'approved') && (
        <div className="review-actions">
          <button type="button" className="review-action" aria-pressed={review.attitude === 'support'} {...focusKeepingProps(busy || standIn, () => void setAttitude('support'))}>
            {t('support', { count: review.supports })}
          </button>
          <button type="button" className="review-action" aria-pressed={review.attitude === 'oppose'} {...focusKeepingProps(busy || standIn, () => void setAttitude('oppose'))}>
            {t('oppose', { count: review.opposes })}
          </button>
          <button type="button" className="review-action" aria-pressed={review.collected} {...focusKeepingProps(busy || standIn, () => void toggleCollect())}>
            {t(review.collected ? 'collectedAction' : 'collectAction')}
          </button>
          <button type="button" className="review-action" disabled={!sharing.ready} onClick={() => void sharing.share(review.title, { to: `review-${review.id}`, dc: 'review' })}>
            {t('share')}
          </button>
        </div>
      )}
      <div className="review-detail__comments" data-testid="review-comments">
        {review.own === null || review.own.status === 'approved' ? (
          <Comments target={{ contentType: CommentContentType.review, id: review.id }} count={review.comments} ownerId={review.author.id} onCountChange={moveCount} />
        ) : (
          <p className="review-detail__soon">{t('commentsAfterReview')}</p>
        )}
      </div>
      {viewing !== null && <ImageViewer images={review.images} start={viewing} onClose={() => setViewing(null)} />}
    </article>
  );
}
