import type { MetaFunction } from 'react-router';
import { MyPostsPage } from '../features/post/my-posts-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'post')('myPosts'))];

export default function MinePostsRoute() {
  return <MyPostsPage />;
}
