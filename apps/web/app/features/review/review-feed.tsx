/**
 * The review feed (/nav/reviews): latest, hot or top rated, filtered by a tag's chip; /tagReviews shows one tag's
 * reviews with the same list. Pull to refresh on touch screens; the list pages on as it scrolls.
 */
import './review.css';
import { api } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiKey } from '../../shared/query/api-query.ts';
import { PagedList, SortTabs } from '../../shared/ui/paged-list.tsx';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { reviewPages, reviewTagsQuery, type ReviewSort, type SubjectRef } from './queries.ts';
import { ReviewCard } from './review-card.tsx';

interface Props {
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  tagId: number | undefined;
  /** Set on /nav/reviews: the tag chips change the filter. Absent on /tagReviews (one tag). */
  onTag?: (tagId: number | undefined) => void;
  /** One video's or actress's reviews (from its page's "all reviews"). */
  subject?: SubjectRef;
}

export function ReviewFeed({ sort, onSort, tagId, onTag, subject }: Props) {
  const { t } = useTranslation('review');
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  const tags = useQuery({ ...reviewTagsQuery(client), enabled: client !== null && onTag !== undefined });
  const refresh = () => queryClient.resetQueries({ queryKey: apiKey(api.reviewList) });
  return (
    <PullToRefresh onRefresh={refresh}>
      <section className="review-feed" aria-label={t('feedTitle')}>
        <SortTabs
          label={t('sortTabs')}
          options={[
            { value: 'latest', label: t('latest') },
            { value: 'hot', label: t('hot') },
            { value: 'rating', label: t('rating') },
          ]}
          value={sort}
          onChange={onSort}
        />
        {onTag && (
          <div className="review-tags" role="group" aria-label={t('tagFilter')}>
            <button type="button" className="review-tag" aria-pressed={tagId === undefined} onClick={() => onTag(undefined)}>
              {t('allTags')}
            </button>
            {(tags.data ?? []).map((tag) => (
              <button key={tag.id} type="button" className="review-tag" aria-pressed={tagId === tag.id} onClick={() => onTag(tag.id)}>
                {tag.name}
              </button>
            ))}
          </div>
        )}
        <PagedList
          {...reviewPages(client, sort, tagId, subject)}
          enabled={client !== null}
          className="review-list"
          testId="review-feed"
          emptyText={t('noReviews')}
          // The whole feed (not one video's or performer's): reviews are written from a video or a performer's page.
          emptyAction={subject ? undefined : { to: '/', label: t('findSomethingToReview') }}
          itemKey={(review) => review.id}
          renderItem={(review) => <ReviewCard review={review} />}
        />
      </section>
    </PullToRefresh>
  );
}
