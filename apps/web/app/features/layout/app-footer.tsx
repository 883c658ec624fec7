/** The mobile tab bar from config footerMenus; links; protected targets ask a guest to sign in (see BindLink). */
import type { NavigationItem } from '@md/contract/client';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { inSection, targetPath } from '../../shared/navigation/bind-target.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { unreadLabel, useUnreadCounts } from '../../shared/messages/unread.ts';
import { AGREEMENT_PATHS } from '../../shared/navigation/agreements.ts';
import { BindLink } from '../../shared/navigation/bind-link.tsx';
import { AccountIcon, ChatIcon, CompassIcon, HomeIcon, PeopleIcon } from '../../shared/ui/icons.tsx';

const ICONS: Record<string, ReactNode> = {
  '/': <HomeIcon />,
  '/tagList': <CompassIcon />,
  '/actressList': <PeopleIcon />,
  '/discuss': <ChatIcon />,
  '/mine': <AccountIcon />,
};

/**
 * Pages whose addresses are not under their tab's (the spec names them so): those reached from 我的 are its; the
 * community's square, posts and groups (reached from 讨论's 发帖 and threads, and from home's 圈子) are 讨论's.
 */
const UNDER_TAB: Record<string, readonly string[]> = {
  '/mine': ['/sysMsg', '/noticeDetail', '/accountCard', '/restoreAccount', '/FAQ', '/contactUs', '/feedback', '/userAgreement', '/privacyPolicy'],
  '/discuss': ['/post', '/postDetail', '/group', '/groupDetail'],
};

export function AppFooter({ menus }: { menus: NavigationItem[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const unread = useUnreadCounts()?.total ?? 0;
  if (menus.length === 0) return null;
  return (
    <nav className="tab-bar narrow-only" aria-label={t('tabBar')}>
      {menus.map((menu) => {
        const path = targetPath(menu) ?? '';
        // The tab of the page shown or of the pages below it (/mine/history is under 我的).
        const also = UNDER_TAB[path] ?? [];
        const active = inSection(path, pathname) || also.some((page) => inSection(page, pathname));
        return (
          <BindLink key={menu.id} item={menu} match="section" alsoCurrentIn={also} className={`tab-bar__item${active ? ' tab-bar__item--active' : ''}`}>
            <span className="tab-bar__icon" aria-hidden>
              {ICONS[path] ?? <HomeIcon />}
            </span>
            <span className="tab-bar__label">{menu.name}</span>
            {/* Messages live under the account tab: its dot says something is unread. */}
            {path === '/mine' && unread > 0 ? (
              <span className="unread-dot tab-bar__dot" data-testid="tab-bar-unread">
                <span className="visually-hidden">{t('messagesUnread', { count: unread })}</span>
                <span aria-hidden>{unreadLabel(unread)}</span>
              </span>
            ) : null}
          </BindLink>
        );
      })}
    </nav>
  );
}

export function SiteFooter({ menus }: { menus: NavigationItem[] }) {
  const { t } = useTranslation('layout');
  const { t: th } = useTranslation('help');
  return (
    <footer className="site-footer wide-only">
      <nav aria-label={t('footerNav')}>
        {menus.map((menu) => (
          <BindLink key={menu.id} item={menu}>
            {menu.name}
          </BindLink>
        ))}
      </nav>
      <p>
        {t('footerNote')}
        <span className="site-footer__legal">
          <Link to={AGREEMENT_PATHS.terms}>{th('termsEntry')}</Link>
          <Link to={AGREEMENT_PATHS.privacy}>{th('privacyEntry')}</Link>
        </span>
      </p>
    </footer>
  );
}
