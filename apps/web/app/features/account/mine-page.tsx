/** The personal area: who is signed in, theme and language, sign out. */
import './mine-page.css';
import { api } from '@md/contract/client';
import { maskMobile } from '@md/contract/phone';
import { useQueryClient } from '@tanstack/react-query';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../shared/api/api-context.tsx';
import { signInAsGuest } from '../../shared/api/guest-session.ts';
import { clearAppState } from '../../shared/stores/app-store.ts';
import { clearUserState, useUserInfo } from '../../shared/stores/user-store.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { ThemeSwitch } from '../../shared/ui/theme-switch.tsx';
import { CheckinCard } from './checkin-card.tsx';

export function MinePage() {
  const { t } = useTranslation('account');
  const { t: tl } = useTranslation('library');
  const { t: tp } = useTranslation('phone');
  const user = useUserInfo();
  const client = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await client.call(api.userLogout, {});
    } catch {
      // the token is dropped below whatever the server said
    }
    clearAppState();
    clearUserState();
    // Back to this device's guest session (clearAppState keeps the device id; the device secret is kept apart).
    try {
      await signInAsGuest(client);
    } finally {
      queryClient.clear();
      setBusy(false);
      navigate('/', { replace: true });
    }
  }

  return (
    <main className="page page--narrow mine">
      <section className="mine__profile" aria-label={t('profile')}>
        <Avatar src="" className="mine__avatar" />
        <div>
          <h1 className="mine__name">{user?.nickname}</h1>
          <p className="mine__account">{t('account', { account: user?.account ?? user?.mobile ?? '' })}</p>
        </div>
      </section>
      <CheckinCard />
      <List header={tl('mineSection')} className="mine__list mine__links">
        <List.Item arrow>
          <Link to="/mine/history">{tl('watchHistory')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to="/mine/history?tab=actress">{tl('actressHistory')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to="/mine/collections">{tl('collections')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to="/mine/phone">{user?.mobile ? tp('mineChange', { mobile: maskMobile(user.mobile) }) : tp('mineBind')}</Link>
        </List.Item>
      </List>
      <List header={t('settings')} className="mine__list">
        <List.Item>
          <div className="mine__theme">
            <span>{t('theme')}</span>
            <ThemeSwitch />
          </div>
        </List.Item>
        <List.Item>
          <div className="mine__theme">
            <span>{t('language')}</span>
            <LanguageSwitch />
          </div>
        </List.Item>
      </List>
      <Button block color="danger" fill="outline" onClick={logout} loading={busy} className="mine__logout">
        {t('logout')}
      </Button>
    </main>
  );
}
