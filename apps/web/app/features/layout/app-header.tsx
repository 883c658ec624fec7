/** Mobile top bar and desktop header (search box, menus, theme, account). CSS decides which one shows. */
import type { NavigationItem } from '@md/contract/client';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useBindNavigation } from '../../shared/navigation/use-bind-navigation.ts';
import { useIsRegistered, useUserInfo } from '../../shared/stores/user-store.ts';
import { openLogin } from '../../shared/stores/login-store.ts';
import { useSearchSubmit } from '../../shared/navigation/use-search-submit.ts';
import { LanguageCycleButton } from '../../shared/ui/language-switch.tsx';
import { ThemeCycleButton } from '../../shared/ui/theme-switch.tsx';
import { SearchIcon } from '../../shared/ui/icons.tsx';

export function AppHeader({ menus }: { menus: NavigationItem[] }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const siteName = tc('siteName');
  const go = useBindNavigation();
  const submitSearch = useSearchSubmit();
  const registered = useIsRegistered();
  const user = useUserInfo();
  const [keyword, setKeyword] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    submitSearch(keyword);
  }

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__logo" aria-label={t('homeLink', { site: siteName })}>
          {siteName}
        </Link>
        <nav className="app-header__menus wide-only" aria-label={t('mainMenu')}>
          {menus.map((menu) => (
            <button key={menu.id} type="button" className="app-header__menu" onClick={() => go(menu)}>
              {menu.name}
            </button>
          ))}
        </nav>
        <form className="app-header__search wide-only" role="search" onSubmit={search}>
          <input aria-label={t('searchPlaceholder')} placeholder={t('searchPlaceholder')} value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={50} />
          <button type="submit" aria-label={t('search')}>
            <SearchIcon />
          </button>
        </form>
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
            <Link to="/mine" className="header-button wide-only">
              {user?.nickname ?? t('mine')}
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
