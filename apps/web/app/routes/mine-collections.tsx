import type { MetaFunction } from 'react-router';
import { CollectionsPage } from '../features/account/collections-page.tsx';
import { CollectedPosts } from '../features/post/collected-posts.tsx';
import { CollectedReviews } from '../features/review/collected-reviews.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'library')('collectionsTitle'))];

/** The collections page with the posts' and reviews' tabs, which those features render. */
export default function MineCollectionsRoute() {
  const { t } = useTranslation('library');
  return (
    <CollectionsPage
      more={[
        { value: 'post', label: t('collectedPosts'), render: () => <CollectedPosts /> },
        { value: 'review', label: t('collectedReviews'), render: () => <CollectedReviews /> },
      ]}
    />
  );
}
