/** One comment: author, title, time, the text as text (or the placeholder once deleted), support, reply, delete, pin. */
import { formatRelativeTime, type comment } from '@md/contract/client';
import type { z } from 'zod';
import { useLanguage, useTranslation } from '../i18n/index.ts';
import { ReportAction } from '../ui/report-action.tsx';
import { UserText } from '../ui/user-text.tsx';
import { UserTitleChip } from '../ui/user-title.tsx';
import { CommentImages } from './comment-images.tsx';
import { nameInitial } from '../ui/name-initial.ts';

export type Comment = z.infer<typeof comment>;

export interface CommentHandlers {
  myId: number | null;
  onReply: (target: Comment) => void;
  onAttitude: (target: Comment, attitude: 1 | -1) => void;
  onDelete: (target: Comment) => void;
  /** Set for the content's owner: pins or unpins a root comment. */
  onPin: ((target: Comment, pinned: boolean) => void) | null;
}

export function CommentItem({ item, handlers, reply = false }: { item: Comment; handlers: CommentHandlers; reply?: boolean }) {
  const { t } = useTranslation('comments');
  const { locale } = useLanguage();
  if (item.deleted) {
    return (
      <article className={`comment comment--deleted${reply ? ' comment--reply' : ''}`} data-testid="comment" data-comment-id={item.id}>
        <p className="comment__placeholder">{t('commentDeleted')}</p>
      </article>
    );
  }
  const mine = handlers.myId === item.user.id;
  return (
    <article className={`comment${reply ? ' comment--reply' : ''}`} data-testid="comment" data-comment-id={item.id}>
      <span className="comment__avatar" aria-hidden>
        {nameInitial(item.user.nickname)}
      </span>
      <div className="comment__body">
        <header className="comment__meta">
          <span className="comment__name">{item.user.nickname}</span>
          <UserTitleChip title={item.user.title} />
          {item.pinned ? <span className="comment__pinned">{t('commentPinned')}</span> : null}
          <time dateTime={item.createdAt} suppressHydrationWarning>{formatRelativeTime(item.createdAt, undefined, undefined, locale)}</time>
        </header>
        {item.replyTo ? <span className="comment__reply-to">{t('replyTo', { name: item.replyTo.nickname })}</span> : null}
        <UserText className="comment__text" text={item.content} />
        <CommentImages paths={item.images} />
        <div className="comment__actions">
          <button type="button" className="comment__action" aria-pressed={item.attitude === 1} onClick={() => handlers.onAttitude(item, 1)}>
            {t('commentSupport', { value: item.supports })}
          </button>
          <button type="button" className="comment__action" aria-pressed={item.attitude === -1} onClick={() => handlers.onAttitude(item, -1)}>
            {t('commentOppose', { value: item.opposes })}
          </button>
          <button type="button" className="comment__action" onClick={() => handlers.onReply(item)}>
            {t('reply')}
          </button>
          {handlers.onPin && !reply && item.rootId === null ? (
            <button type="button" className="comment__action" aria-pressed={item.pinned} onClick={() => handlers.onPin?.(item, !item.pinned)}>
              {t(item.pinned ? 'unpin' : 'pin')}
            </button>
          ) : null}
          {mine ? (
            <button type="button" className="comment__action comment__action--danger" onClick={() => handlers.onDelete(item)}>
              {t('deleteComment')}
            </button>
          ) : null}
          <ReportAction contentType="comment" id={item.id} own={mine} hidden={item.hidden} className="comment__action" />
        </div>
      </div>
    </article>
  );
}
