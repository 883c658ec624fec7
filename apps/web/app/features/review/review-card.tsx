/** One review in a list (the feed, a tag, a subject's best): subject, stars, title, text, first pictures, author. */
import type { RouteResponse, api } from '@md/contract/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { reviewPath } from './queries.ts';
import { Stars } from './stars.tsx';

export type ReviewCardData = RouteResponse<typeof api.reviewList>['list'][number];

const THUMBS = 3;

/** `extra` goes at the card's foot, inside it (the author's own list puts the review state there). */
export function ReviewCard({ review, showSubject = true, extra }: { review: ReviewCardData; showSubject?: boolean; extra?: ReactNode }) {
  const { t } = useTranslation('review');
  return (
    <article className="review-card" data-testid="review-card" data-review-id={review.id}>
      <Link to={reviewPath(review.id)} className="review-card__link">
        {showSubject && (
          <span className="review-card__subject">
            {t(`subject_${review.subject.type}`)} · {review.subject.name}
          </span>
        )}
        <span className="review-card__head">
          <Stars rating={review.rating} />
          <span className="review-card__title">{review.title}</span>
        </span>
        <span className="review-card__text">{review.text}</span>
        {review.images.length > 0 && (
          <span className="review-card__thumbs">
            {review.images.slice(0, THUMBS).map((path, i) => (
              <CodecImage key={path} path={path} alt={t('imageAlt', { index: i + 1 })} ratio="1 / 1" />
            ))}
          </span>
        )}
      </Link>
      <div className="review-card__meta">
        <span>{review.author.nickname}</span>
        {review.tags.map((tag) => (
          <span key={tag.id} className="review-card__tag">
            #{tag.name}
          </span>
        ))}
        <span>{t('support', { count: review.supports })}</span>
        <span>{t('views', { count: review.views })}</span>
      </div>
      {extra}
    </article>
  );
}
