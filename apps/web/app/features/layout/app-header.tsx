/** Mobile top bar and desktop header (search box, menus, theme, account). CSS decides which one shows. */
import type { NavigationItem } from '@md/contract/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { unreadLabel, useUnreadCounts } from '../../shared/messages/unread.ts';
import { BindLink } from '../../shared/navigation/bind-link.tsx';
import { useIsRegistered, useUserInfo } from '../../shared/stores/user-store.ts';
import { openLogin } from '../../shared/stores/login-store.ts';
import { LanguageCycleButton } from '../../shared/ui/language-switch.tsx';
import { ThemeCycleButton } from '../../shared/ui/theme-switch.tsx';
import { BellIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import { BackButton } from './back-button.tsx';
import { ScrollRow } from '../../shared/ui/scroll-row.tsx';

/** `search` is the desktop search box, a slot the root fills from the search feature (features do not import each other). */
export function AppHeader({ menus, search }: { menus: NavigationItem[]; search?: ReactNode }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const siteName = tc('siteName');
  const registered = useIsRegistered();
  const user = useUserInfo();
  const unread = useUnreadCounts();
  const total = unread?.total ?? 0;
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <BackButton />
        <Link to="/" className="app-header__logo" aria-label={t('homeLink', { site: siteName })}>
          {siteName}
        </Link>
        <ScrollRow kind="nav" className="app-header__menus" frameClassName="app-header__menus-frame wide-only" label={t('mainMenu')}>
          {menus.map((menu) => (
            <BindLink key={menu.id} item={menu} className="app-header__menu">
              {/* The bold width is kept for every item, so the one shown bold moves nothing beside it. */}
              <span className="app-header__menu-label" data-label={menu.name}>
                {menu.name}
              </span>
            </BindLink>
          ))}
        </ScrollRow>
        {search}
        <div className="app-header__actions">
          <Link to="/searchPage" className="header-button narrow-only" aria-label={t('search')}>
            <SearchIcon fontSize={20} />
          </Link>
          <span className="wide-only">
            <ThemeCycleButton />
          </span>
          <span className="wide-only">
            <LanguageCycleButton />
          </span>
          {registered ? (
            <Link to="/sysMsg" className="header-button header-messages" data-testid="header-messages" data-unread={total} aria-label={total > 0 ? t('messagesUnread', { count: total }) : t('messages')}>
              <BellIcon fontSize={20} />
              {total > 0 ? (
                <span className="unread-dot" aria-hidden>
                  {unreadLabel(total)}
                </span>
              ) : null}
            </Link>
          ) : null}
          {registered ? (
            <Link to="/mine" className="header-button header-account wide-only" title={user?.nickname ?? undefined}>
              <span className="header-account__name">{user?.nickname ?? t('mine')}</span>
            </Link>
          ) : (
            <button type="button" className="header-button header-button--primary wide-only" onClick={() => openLogin()}>
              {t('signIn')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
