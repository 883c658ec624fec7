/**
 * One post in a list (the square, the board, may-like, my posts): author, text, its video's cover with a badge,
 * up to three pictures, tags, price;
 * a thread also shows its pin (置顶), its replies and when the last came.
 */
import { formatDuration, formatRelativeTime, type RouteResponse, type api } from '@md/contract/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useHydrated } from '../../shared/layout/hydrated.ts';
import { PlayIcon } from '../../shared/ui/icons.tsx';

export type PostCardData = RouteResponse<typeof api.postCenter>['list'][number];

const THUMBS = 3;

export const postPath = (id: number) => `/postDetail?id=${id}`;

export function PostCard({ post, extra }: { post: PostCardData; extra?: ReactNode }) {
  const { t } = useTranslation('post');
  const shown = post.images.slice(0, THUMBS);
  return (
    <article className="post-card" data-testid="post-card" data-post-id={post.id} data-pinned={post.pinned || undefined}>
      <Link to={postPath(post.id)} className="post-card__link">
        <span className="post-card__head">
          {post.pinned && <span className="post-card__pinned">{t('pinned')}</span>}
          <span className="post-card__author">{post.author.nickname}</span>
        </span>
        <span className="post-card__text">{post.text}</span>
        {post.video && (
          <span className="post-card__video" data-testid="post-card-video">
            <CodecImage path={post.video.cover} alt="" ratio="16 / 9" className="post-card__video-cover" />
            <span className="post-card__video-badge">
              <PlayIcon /> {t('videoBadge', { duration: formatDuration(post.video.duration) })}
            </span>
          </span>
        )}
        {shown.length > 0 && (
          <span className="post-card__thumbs">
            {shown.map((path, i) => (
              <CodecImage key={path} path={path} alt={t('imageAlt', { index: i + 1 })} ratio="1 / 1" className="post-card__thumb" />
            ))}
          </span>
        )}
      </Link>
      <div className="post-card__meta">
        {post.tags.map((tag) => (
          <span key={tag.id} className="post-card__tag">
            #{tag.name}
          </span>
        ))}
        {post.price > 0 && <span className="post-card__price">{t('pricedPost', { price: post.price })}</span>}
        {post.imageCount > THUMBS && <span>{t('imageCountMore', { count: post.imageCount })}</span>}
        <span className="post-card__views">{t('views', { count: post.views })}</span>
        {post.kind === 'thread' && <ThreadReplies post={post} />}
      </div>
      {extra}
    </article>
  );
}

/** A thread's replies and, once it has one, the time of the last (relative time is the browser's: the server's clock would differ). */
function ThreadReplies({ post }: { post: PostCardData }) {
  const { t } = useTranslation('post');
  const { locale } = useLanguage();
  const hydrated = useHydrated();
  return (
    <>
      <span>{t('replies', { count: post.comments })}</span>
      {hydrated && post.comments > 0 && post.lastReplyAt && (
        <span>
          {t('lastReply')} <time dateTime={post.lastReplyAt} suppressHydrationWarning>{formatRelativeTime(post.lastReplyAt, undefined, undefined, locale)}</time>
        </span>
      )}
    </>
  );
}
