/** The 测评 tab of /mine/collections: collected reviews as cards, newest first, each with a way to remove it. */
import './review.css';
import { ContentType, api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiKey, apiPages } from '../../shared/query/api-query.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { ReviewCard } from './review-card.tsx';

export function CollectedReviews() {
  const { t } = useTranslation('review');
  const { t: tc } = useTranslation('common');
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  async function uncollect(id: number) {
    if (!client) return;
    await client.call(api.collectDel, { contentType: ContentType.review, id });
    showToast(tc('uncollected'));
    await queryClient.invalidateQueries({ queryKey: apiKey(api.collectList) });
  }
  return (
    <PagedList
      {...apiPages(client, api.collectList, { contentType: ContentType.review }, (answer) => answer.reviews!)}
      enabled={client !== null}
      className="review-list"
      testId="collected-reviews"
      emptyText={t('noCollectedReviews')}
      itemKey={(review) => review.id}
      renderItem={(review) => (
        <ReviewCard
          review={review}
          extra={
            <button type="button" className="review-uncollect" aria-label={t('uncollectItem', { title: review.title })} onClick={() => uncollect(review.id)}>
              {t('uncollect')}
            </button>
          }
        />
      )}
    />
  );
}
