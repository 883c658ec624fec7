/** /mine/reviews: the person's own reviews, newest first, each with its review state and a rejection's reason. */
import './review.css';
import { api } from '@md/contract/client';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiPages } from '../../shared/query/api-query.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { ReviewCard } from './review-card.tsx';

export function MyReviewsPage() {
  const { t } = useTranslation('review');
  const client = useBrowserApi();
  return (
    <main className="page page--narrow">
      <div className="my-reviews__bar">
        <h1 className="page__title">{t('myReviews')}</h1>
        <Link to="/nav/reviews" className="my-reviews__more">
          {t('toFeed')}
        </Link>
      </div>
      <PagedList
        {...apiPages(client, api.reviewMine, {}, (answer) => answer)}
        enabled={client !== null}
        className="review-list"
        testId="my-reviews"
        emptyText={t('noMyReviews')}
        itemKey={(review) => review.id}
        renderItem={(review) => (
          <ReviewCard
            review={review}
            extra={
              <p className={`review-status review-status--${review.status}`} data-testid="review-status">
                {t('statusLabel', { status: t(`status_${review.status}`) })}
                {review.rejectReason ? <span>{t('rejectReason', { reason: review.rejectReason })}</span> : null}
              </p>
            }
          />
        )}
      />
    </main>
  );
}
