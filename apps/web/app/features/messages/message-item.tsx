/** One message in a tab: who did what, the words kept of it, when; it leads to its place when it has one. */
import { formatRelativeTime, type RouteResponse, type api } from '@md/contract/client';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { UserText } from '../../shared/ui/user-text.tsx';

export type MessageItem = RouteResponse<typeof api.messageList>['list'][number];

/** Where a message leads: the video or post with the comment to highlight, or the announcement's page. */
export function messagePath(item: MessageItem): string | null {
  if (item.kind === 'notice' && item.noticeId !== null) return `/noticeDetail?id=${item.noticeId}`;
  // A rejected work has no page: its reason is on the creator's list of works.
  if (item.kind === 'workRejected') return '/mine/videos';
  const comment = item.commentId !== null ? `&comment=${item.commentId}` : '';
  if (item.place === 'video' && item.itemId !== null) return `/videoDetails?id=${item.itemId}${comment}`;
  if (item.place === 'post' && item.itemId !== null) return `/postDetail?id=${item.itemId}${comment}`;
  if (item.place === 'review' && item.itemId !== null) return `/reviewDetail?id=${item.itemId}${comment}`;
  return null;
}

const DECISIONS = new Set<MessageItem['kind']>(['postApproved', 'postRejected', 'reviewApproved', 'reviewRejected', 'workApproved', 'workRejected']);

function useHeadline(item: MessageItem): string {
  const { t } = useTranslation('messages');
  const name = item.actor?.nickname ?? t('someone');
  switch (item.kind) {
    case 'notice':
      return item.title;
    case 'comment':
      return t('commented', { name });
    case 'reply':
      return t('replied', { name });
    case 'support':
      // A comment's supporters, or a post's or a review's (no comment named).
      if (item.commentId === null) return item.actors > 1 ? t('supportedContentMany', { name, count: item.actors }) : t('supportedContent', { name });
      return item.actors > 1 ? t('supportedMany', { name, count: item.actors }) : t('supported', { name });
    case 'postApproved':
      return t('postApproved');
    case 'postRejected':
      return t('postRejected', { reason: item.text });
    case 'reviewApproved':
      return t('reviewApproved');
    case 'reviewRejected':
      return t('reviewRejected', { reason: item.text });
    case 'workApproved':
      return t('workApproved');
    case 'workRejected':
      return t('workRejected', { reason: item.text });
    case 'checkinReward':
      return t('checkinReward', { points: item.points ?? 0 });
    case 'inviteIncome':
      return t('inviteIncome', { name, points: item.points ?? 0 });
  }
}

export function MessageRow({ item }: { item: MessageItem }) {
  const { t } = useTranslation('messages');
  const { locale } = useLanguage();
  const headline = useHeadline(item);
  // The words quoted under the headline: what was said, or what an operator's decision was about (its title).
  const quote = item.kind === 'comment' || item.kind === 'reply' || item.kind === 'support' || item.kind === 'notice' ? item.text : DECISIONS.has(item.kind) ? item.title : '';
  const body = (
    <>
      <span className="message-row__head">
        {item.read ? null : (
          <span className="message-row__new">
            <span className="visually-hidden">{t('unread')}</span>
          </span>
        )}
        {/* Names and titles come from users and operators: rendered as text only. */}
        <UserText text={headline} className="message-row__headline" />
      </span>
      {quote ? <UserText text={quote} className="message-row__quote" /> : null}
      <time className="message-row__time" dateTime={item.createdAt}>
        {formatRelativeTime(item.createdAt, undefined, undefined, locale)}
      </time>
    </>
  );
  const to = messagePath(item);
  return (
    <article className={`message-row${item.read ? '' : ' message-row--unread'}`} data-testid="message-row" data-kind={item.kind}>
      {to ? (
        <Link to={to} className="message-row__link">
          {body}
        </Link>
      ) : (
        <div className="message-row__link">{body}</div>
      )}
    </article>
  );
}
