/**
 * /postDetail: the author, the text, the video it carries (works/post), the picture grid with its viewer, tags, a priced post's pay panel, the
 * author's review state, what to read next. One layout: the may-like list moves beside the post on a wide screen.
 * Comments: the shared comment section (its owner, the author, may pin one), once the post is approved.
 */
import './post.css';
import { Code, CommentContentType, ContentType, api, formatRelativeTime } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useShareItem } from '../../shared/api/invite-code.ts';
import { Comments } from '../../shared/comments/comments.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useDocumentTitle } from '../../shared/navigation/document-title.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { requireSignIn } from '../../shared/stores/login-store.ts';
import { confirmDialog } from '../../shared/ui/confirm.tsx';
import { FocusKeepingButton, focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { ReportAction } from '../../shared/ui/report-action.tsx';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { CardGridSkeleton, ErrorState } from '../../shared/ui/states.tsx';
import { usePersonalAnswer } from '../../shared/query/personal-answer.ts';
import { ImageViewer } from '../../shared/ui/image-viewer.tsx';
import { PostCard, postPath } from './post-card.tsx';
import { PostVideo } from './post-video.tsx';

/** A post's first 40 characters as a person counts them (an emoji with its skin tone or a flag is one), for its share. */
function shareTitle(text: string) {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)]
    .slice(0, 40)
    .map((part) => part.segment)
    .join('');
}

export function PostDetail({ id }: { id: number }) {
  const { t } = useTranslation('post');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const { query: detail, queryKey: detailKey } = usePersonalAnswer(client, token, api.postDetail, { id }, { enabled: id > 0, silent: true });
  const { query: maylike } = usePersonalAnswer(client, token, api.postMaylike, { id }, { enabled: detail.isSuccess && !detail.isPlaceholderData });
  // The guest's form stands in until the session's answer arrives: personal actions wait for it.
  const standIn = detail.isPlaceholderData;
  const [viewing, setViewing] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [acting, setActing] = useState(false);
  const { t: tc } = useTranslation('common');
  const [payError, setPayError] = useState<{ tip: string; short: boolean } | null>(null);
  const sharing = useShareItem();

  const loaded = detail.data;
  const paidNow = useRef(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!paidNow.current || !loaded?.unlocked) return;
    paidNow.current = false;
    textRef.current?.focus();
  }, [loaded?.unlocked]);
  const missing = id <= 0 || (isApiCallError(detail.error) && detail.error.code === Code.notFound);
  // The first paint may have called it not found (a guest may not see it) while the visitor's session does see it.
  useDocumentTitle(missing ? tc('notFoundTitle') : loaded ? t('detailTitle') : null);
  if (id > 0 && !loaded && !detail.isError) return <CardGridSkeleton count={2} />;
  if (id <= 0 || !loaded) {
    return missing ? (
      <div data-testid="post-missing">
        <StateBlock kind="empty" title={t('notFound')}>
          <Link to="/post" className="state-block__action">
            {t('backToSquare')}
          </Link>
        </StateBlock>
      </div>
    ) : (
      <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
    );
  }
  const post = loaded;
  /** Support, oppose or take back (post/attitude), or collect and uncollect: the answer updates the page. */
  async function act(kind: 'attitude' | 'collect', attitude: -1 | 0 | 1 = 0) {
    if (requireSignIn(postPath(id)) || !client) return;
    setActing(true);
    try {
      if (kind === 'attitude') {
        const answer = await client.call(api.postAttitude, { id, attitude });
        queryClient.setQueryData(detailKey, (old) => (old ? { ...old, ...answer } : old));
      } else {
        const answer = await client.call(post.collected ? api.collectDel : api.collectAdd, { contentType: ContentType.post, id });
        queryClient.setQueryData(detailKey, (old) => (old ? { ...old, collected: answer.collected } : old));
        showToast(tc(answer.collected ? 'collected' : 'uncollected'));
      }
    } catch {
      // the request layer has shown why
    } finally {
      setActing(false);
    }
  }
  const moveCount = (delta: number) =>
    queryClient.setQueryData(detailKey, (old) => (old ? { ...old, comments: Math.max(0, old.comments + delta) } : old));

  async function pay() {
    if (requireSignIn(postPath(id)) || !client) return;
    // Points are spent only when the person says so, in a dialog that names the price.
    const sure = await confirmDialog({ title: t('payConfirmTitle', { price: post.price }), content: t('payConfirmContent'), confirmText: t('payConfirm'), cancelText: t('payCancel') });
    if (!sure) return;
    setPaying(true);
    setPayError(null);
    try {
      const paid = await client.call(api.postPay, { id }, { silent: true });
      // The pay button goes with the lock: the keyboard's place moves to the text now shown whole.
      paidNow.current = true;
      queryClient.setQueryData(detailKey, { ...post, ...paid.post });
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setPayError({ tip: failure.tip, short: failure.code === Code.pointsInsufficient });
    } finally {
      setPaying(false);
    }
  }

  return (
    <div className="post-detail">
      <article className="post-detail__main" data-testid="post-detail" aria-busy={standIn}>
        <header className="post-detail__author">
          <span className="post-detail__avatar" aria-hidden>
            {post.author.avatar ? <CodecImage path={post.author.avatar} alt="" ratio="1 / 1" round /> : [...post.author.nickname][0]}
          </span>
          <span className="post-detail__name">{post.author.nickname}</span>
          <time dateTime={post.createdAt} suppressHydrationWarning>{formatRelativeTime(post.createdAt, undefined, undefined, locale)}</time>
          <ReportAction contentType="post" id={post.id} own={post.own !== null} className="post-detail__report" />
        </header>
        {post.own && (
          <p className={`post-status post-status--${post.own.status}`} data-testid="post-status">
            {t('statusLabel', { status: t(`status_${post.own.status}`) })}
            {post.own.rejectReason ? <span className="post-status__reason">{t('rejectReason', { reason: post.own.rejectReason })}</span> : null}
          </p>
        )}
        <p className="post-detail__text" ref={textRef} tabIndex={-1}>
          {post.text}
        </p>
        {post.video && <PostVideo video={post.video} />}
        {post.images.length > 0 && (
          <ul className={`post-grid post-grid--${Math.min(post.images.length, 3)}`} data-testid="post-images">
            {post.images.map((path, index) => (
              <li key={path}>
                <button type="button" className="post-grid__cell" onClick={() => setViewing(index)} aria-label={t('openImage', { index: index + 1 })}>
                  <CodecImage path={path} alt={t('imageAlt', { index: index + 1 })} ratio="1 / 1" priority={index < 3} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {!post.unlocked && (
          <div className="post-locked" data-testid="post-locked">
            <p>{post.imageCount > 0 ? t('lockedHint', { price: post.price, count: post.imageCount }) : t('lockedHintText', { price: post.price })}</p>
            <FocusKeepingButton color="primary" size="small" busy={paying} disabled={standIn} onClick={() => void pay()}>
              {t('pay', { price: post.price })}
            </FocusKeepingButton>
            {payError && (
              <p className="post-locked__error" role="alert">
                {payError.tip}
                {payError.short && (
                  <Link to="/mine" className="post-locked__earn">
                    {t('earnPoints')}
                  </Link>
                )}
              </p>
            )}
          </div>
        )}
        <footer className="post-card__meta">
          {post.tags.map((tag) => (
            <span key={tag.id} className="post-card__tag">
              #{tag.name}
            </span>
          ))}
          {/* The author sees the price readers pay; a reader who paid, that it is unlocked. */}
          {post.price > 0 && post.own ? <span className="post-card__price">{t('pricedPost', { price: post.price })}</span> : null}
          {post.price > 0 && !post.own && post.unlocked ? <span className="post-card__price">{t('paid')}</span> : null}
          <span>{t('views', { count: post.views })}</span>
        </footer>
        {(post.own === null || post.own.status === 'approved') && (
          <div className="post-actions" role="group" aria-label={t('actions')}>
            <button type="button" className="post-action" aria-pressed={post.attitude === 1} {...focusKeepingProps(acting || standIn, () => act('attitude', post.attitude === 1 ? 0 : 1))}>
              {t('supportCount', { count: post.supports })}
            </button>
            <button type="button" className="post-action" aria-pressed={post.attitude === -1} {...focusKeepingProps(acting || standIn, () => act('attitude', post.attitude === -1 ? 0 : -1))}>
              {t('opposeCount', { count: post.opposes })}
            </button>
            <button type="button" className="post-action" aria-pressed={post.collected} {...focusKeepingProps(acting || standIn, () => act('collect'))}>
              {t(post.collected ? 'collectedAction' : 'collectAction')}
            </button>
            <button type="button" className="post-action" disabled={!sharing.ready} onClick={() => void sharing.share(shareTitle(post.text), { to: `post-${post.id}`, dc: 'post' })}>
              {t('share')}
            </button>
          </div>
        )}
        <div className="post-detail__comments" data-testid="post-comments">
          {post.own === null || post.own.status === 'approved' ? (
            <Comments target={{ contentType: CommentContentType.post, id: post.id }} count={post.comments} ownerId={post.author.id} onCountChange={moveCount} />
          ) : (
            <p className="post-detail__soon">{t('commentsAfterReview')}</p>
          )}
        </div>
      </article>
      <aside className="post-detail__aside" aria-label={t('maylike')}>
        <h2 className="post-detail__heading">{t('maylike')}</h2>
        <div className="post-list">
          {(maylike.data ?? []).map((item) => (
            <PostCard key={item.id} post={item} />
          ))}
        </div>
      </aside>
      {viewing !== null && <ImageViewer images={post.images} start={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
