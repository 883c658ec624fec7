/** /mine/posts: the caller's own posts, newest first, each with its review state and a rejection's reason. */
import './post.css';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { PostCard } from './post-card.tsx';
import { myPostPages } from './queries.ts';

export function MyPostsPage() {
  const { t } = useTranslation('post');
  const client = useBrowserApi();
  return (
    <main className="page page--narrow">
      <div className="my-posts__bar">
        <h1 className="page__title">{t('myPosts')}</h1>
        <Link to="/post?tab=publish" className="my-posts__write">
          {t('writePost')}
        </Link>
      </div>
      <PagedList
        {...myPostPages(client)}
        enabled={client !== null}
        className="post-list"
        testId="my-posts"
        emptyText={t('noMyPosts')}
        itemKey={(post) => post.id}
        renderItem={(post) => (
          <PostCard
            post={post}
            extra={
              <p className={`post-status post-status--${post.status}`} data-testid="post-status">
                {t('statusLabel', { status: t(`status_${post.status}`) })}
                {post.rejectReason ? <span className="post-status__reason">{t('rejectReason', { reason: post.rejectReason })}</span> : null}
              </p>
            }
          />
        )}
      />
    </main>
  );
}
