/** /mine/comments: what the caller wrote under videos, newest first, each leading back to its video. */
import './mine-pages.css';
import { ContentType, formatRelativeTime } from '@md/contract/client';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { contentPath } from '../../shared/navigation/bind-target.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { myCommentPages } from './queries.ts';

export function MyCommentsPage() {
  const { t } = useTranslation('mine');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  return (
    <main className="page page--narrow mine-pages">
      <div className="mine-pages__bar">
        <h1>{t('myComments')}</h1>
      </div>
      <PagedList
        {...myCommentPages(client)}
        enabled={client !== null}
        className="mine-pages__list"
        testId="my-comments"
        emptyText={t('noComments')}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <article className="my-comment" data-testid="my-comment">
            <p className="my-comment__text">
              {item.parentId ? <span className="my-comment__reply">{t('replyMark')}</span> : null}
              {item.content}
            </p>
            <time className="my-comment__time" dateTime={item.createdAt}>
              {formatRelativeTime(item.createdAt, undefined, undefined, locale)}
            </time>
            {item.media ? (
              <Link to={contentPath(ContentType.media, item.media.id)!} className="my-comment__media">
                <span className="my-comment__cover" aria-hidden>
                  <CodecImage path={item.media.cover} alt="" ratio="16 / 9" />
                </span>
                <span className="my-comment__title">{t('onVideo', { title: item.media.title })}</span>
              </Link>
            ) : (
              <span className="my-comment__gone">{t('videoGone')}</span>
            )}
          </article>
        )}
      />
    </main>
  );
}
