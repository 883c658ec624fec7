/**
 * A video's or an actress's reviews on its page: the average of approved reviews, their count, the best three,
 * and a way to write one (guests are asked to sign in) or to open one's own.
 */
import './review.css';
import { api, type ReviewSubject } from '@md/contract/client';
import { Link, useNavigate } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { usePersonalAnswer } from '../../shared/query/personal-answer.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { requireSignIn } from '../../shared/stores/login-store.ts';
import { reviewPath, writeReviewPath } from './queries.ts';
import { ReviewCard } from './review-card.tsx';
import { Stars } from './stars.tsx';

export function SubjectReviews({ type, id }: { type: ReviewSubject; id: number }) {
  const { t } = useTranslation('review');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const navigate = useNavigate();
  // The server render carries a guest's summary (publicSubjectReviewsQuery); the session's own replaces it.
  const { query: summary } = usePersonalAnswer(client, token, api.reviewSubject, { type, id });
  const data = summary.data;
  const standIn = summary.isPlaceholderData;
  const write = () => {
    const to = writeReviewPath(type, id);
    if (requireSignIn(to)) return;
    void navigate(to);
  };
  return (
    <section className="subject-reviews" aria-busy={standIn || undefined} aria-labelledby={`subject-reviews-${type}-${id}`} data-testid="subject-reviews">
      <div className="subject-reviews__bar">
        <h2 id={`subject-reviews-${type}-${id}`} className="subject-reviews__title">
          {t('summaryTitle')}
        </h2>
        {data && data.average !== null && (
          <span className="subject-reviews__average" data-testid="review-average">
            <Stars rating={Math.round(data.average)} />
            <strong>{t('average', { average: data.average.toFixed(1) })}</strong>
            <span>{t('count', { count: data.count })}</span>
          </span>
        )}
        {data?.mine ? (
          <Link to={reviewPath(data.mine.id)} className="subject-reviews__action">
            {t('myReview')}
          </Link>
        ) : (
          <button type="button" className="subject-reviews__action" onClick={write} disabled={standIn}>
            {t('writeReview')}
          </button>
        )}
      </div>
      {data && data.best.length === 0 && <p className="subject-reviews__none">{t('noneYet')}</p>}
      {data && data.best.length > 0 && (
        <>
          <div className="review-list">
            {data.best.map((review) => (
              <ReviewCard key={review.id} review={review} showSubject={false} />
            ))}
          </div>
          <Link to={`/nav/reviews?type=${type}&id=${id}`} className="subject-reviews__all">
            {t('allReviews')}
          </Link>
        </>
      )}
    </section>
  );
}
