import { useSearchParams, type MetaFunction } from 'react-router';
import { PostDetail } from '../features/post/post-detail.tsx';
import { metaT, pageTitle, useTranslation } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'post')('detailTitle'))];

/**
 * /postDetail?id=: one post. Read in the browser with the session (the author sees a pending post, a buyer a paid
 * one). The comment feature's list goes into PostDetail's `comments` slot.
 */
export default function PostDetailRoute() {
  const { t } = useTranslation('post');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <main className="page">
      <h1 className="visually-hidden">{t('detailTitle')}</h1>
      <PostDetail id={Number.isInteger(id) && id > 0 ? id : 0} />
    </main>
  );
}
