/**
 * The top of /mine: avatar, nickname, title (称号) when user/info has one, level, points balance, today's check-in
 * with a way to it, messages with a slot for the unread dot (the message calls come later), share and settings.
 * One row on desktop, stacked on a phone.
 */
import './mine-header.css';
import { useQuery } from '@tanstack/react-query';
import { BellOutline, CheckCircleOutline, SetOutline, UploadOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { share } from '../../shared/lib/share.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { useUserInfo } from '../../shared/stores/user-store.ts';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { checkinStateQuery, userInfoQuery } from './profile-queries.ts';
import { KEPT_LINE } from '../../shared/ui/states.tsx';
import { InPageLink } from '../../shared/navigation/in-page-link.tsx';

/** A title another part of the product may add to user/info; shown only when it is there. */
function titleOf(info: unknown): string | null {
  const title = info && typeof info === 'object' ? (info as { title?: unknown }).title : null;
  if (typeof title === 'string') return title || null;
  if (title && typeof title === 'object' && typeof (title as { name?: unknown }).name === 'string') return (title as { name: string }).name || null;
  return null;
}

export function MineHeader({ unread = false }: { /** The unread-messages dot: set once messages exist. */ unread?: boolean }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const stored = useUserInfo();
  const info = useQuery(userInfoQuery(client, token)).data;
  const checkin = useQuery(checkinStateQuery(client, token)).data;
  const nickname = info?.nickname ?? stored?.nickname ?? '';
  const avatar = info?.avatar ?? stored?.avatar ?? null;
  const title = titleOf(info);
  const points = checkin?.balance ?? info?.points;

  return (
    <section className="mine-header" aria-label={t('header')}>
      {/* A shortcut for a tap; the keyboard and a screen reader have 编辑资料 below the name, one stop for one place. */}
      <Link to="/mine/profile" className="mine-header__avatar" tabIndex={-1} aria-hidden>
        <UserAvatar user={{ nickname, avatar }} />
      </Link>
      <div className="mine-header__who">
        <h1 className="mine-header__name">
          <span data-testid="mine-nickname">{nickname}</span>
          {title && (
            <span className="mine-header__title" data-testid="mine-title">
              {title}
            </span>
          )}
        </h1>
        <p className="mine-header__stats">
          {info && (
            // A name on a bare <span> is not read out: the short form is shown, the words are what is read.
            <span className="mine-header__level">
              <span aria-hidden="true">{t('level', { level: info.level })}</span>
              <span className="visually-hidden">{t('levelName', { level: info.level })}</span>
            </span>
          )}
          {points !== undefined && <span data-testid="mine-points">{t('pointsValue', { points })}</span>}
          {/* The line is kept while both are on their way, so what is below it does not move when they come. */}
          {!info && points === undefined && KEPT_LINE}
        </p>
        <p className="mine-header__account">{ta('account', { account: stored?.account ?? stored?.mobile ?? '' })}</p>
        <Link to="/mine/profile" className="mine-header__edit">
          {t('editProfile')}
        </Link>
      </div>
      <nav className="mine-header__actions" aria-label={t('header')}>
        <InPageLink target="checkin" className={checkin?.checkedToday ? 'mine-header__action mine-header__action--done' : 'mine-header__action'} testId="mine-checkin">
          <CheckCircleOutline aria-hidden />
          <span>{checkin ? (checkin.checkedToday ? t('checkedIn') : t('notCheckedIn')) : t('checkin')}</span>
        </InPageLink>
        <Link to="/sysMsg" className="mine-header__action">
          <span className="mine-header__bell">
            <BellOutline aria-hidden />
            {unread && <span className="mine-header__dot" role="img" aria-label={t('unread')} />}
          </span>
          <span>{t('messages')}</span>
        </Link>
        <button type="button" className="mine-header__action" onClick={() => void share(t('shareTitle'), `${window.location.origin}/`)}>
          <UploadOutline aria-hidden />
          <span>{t('share')}</span>
        </button>
        <InPageLink target="mine-settings" className="mine-header__action">
          <SetOutline aria-hidden />
          <span>{t('settings')}</span>
        </InPageLink>
      </nav>
    </section>
  );
}
