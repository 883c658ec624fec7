/** The personal area: who is signed in (the header), check-in, the lists, theme and language, sign out. */
import './mine-page.css';
import { maskMobile } from '@md/contract/phone';
import { useQueryClient } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../shared/api/api-context.tsx';
import { signOutToGuest } from '../../shared/api/sign-out.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useUserInfo } from '../../shared/stores/user-store.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { ThemeSwitch } from '../../shared/ui/theme-switch.tsx';
import { AutoplayNextSwitch } from '../../shared/ui/autoplay-next-switch.tsx';
import { CheckinCard } from './checkin-card.tsx';
import { useUnreadCounts } from '../../shared/messages/unread.ts';
import { MineHeader } from './mine-header.tsx';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { useLeavePage } from '../../shared/navigation/leave-page.tsx';
import { AGREEMENT_PATHS } from '../../shared/navigation/agreements.ts';

/** The account area's own pages, after the histories and collections. */
const MINE_LINKS = [
  ['/mine/points', 'pointsTitle'],
  ['/mine/rank', 'rankTitle'],
  ['/mine/comments', 'myComments'],
  ['/mine/collections?tab=actress', 'myActresses'],
  ['/mine/videos', 'myVideos'],
  ['/mine/reviews', 'myReviews'],
  ['/mine/posts', 'myPosts'],
  ['/mine/lists', 'myLists'],
  ['/mine/lock', 'lockTitle'],
] as const;

export function MinePage() {
  const { t } = useTranslation('account');
  const { t: tl } = useTranslation('library');
  const { t: tm } = useTranslation('mine');
  const { t: tc } = useTranslation('card');
  const unread = (useUnreadCounts()?.total ?? 0) > 0;
  const { t: tp } = useTranslation('phone');
  const { t: th } = useTranslation('help');
  const user = useUserInfo();
  const client = useApi();
  const leave = useLeavePage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function logout() {
    if (busy) return;
    setBusy(true);
    try {
      // Home drawn and this page gone before the guest's session begins (its members' queries would run again).
      await signOutToGuest(client, queryClient, () => leave('/'));
      showToast(t('signedOut'));
    } catch {
      // Offline, or the guest's session not started: the request layer has said why; the button works again.
      setBusy(false);
    }
  }

  return (
    <main className="page page--narrow mine">
      <MineHeader unread={unread} />
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
        {MINE_LINKS.map(([to, key]) => (
          <List.Item arrow key={to}>
            <Link to={to}>{tm(key)}</Link>
          </List.Item>
        ))}
        <List.Item arrow>
          <Link to="/mine/phone">{user?.mobile ? tp('mineChange', { mobile: maskMobile(user.mobile) }) : tp('mineBind')}</Link>
        </List.Item>
      </List>
      <List header={th('helpSection')} className="mine__list mine__links">
        <List.Item arrow>
          <Link to="/feedback">{th('feedbackEntry')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to="/FAQ">{th('faqEntry')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to="/contactUs">{th('contactEntry')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to={AGREEMENT_PATHS.terms}>{th('termsEntry')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to={AGREEMENT_PATHS.privacy}>{th('privacyEntry')}</Link>
        </List.Item>
      </List>
      <List header={tc('mineSection')} className="mine__list mine__links">
        <List.Item arrow>
          <Link to="/accountCard">{tc('myCard')}</Link>
        </List.Item>
        <List.Item arrow>
          <Link to="/mine/invite">{tc('invite')}</Link>
        </List.Item>
      </List>
      <div id="mine-settings" tabIndex={-1}>
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
          <List.Item>
            <AutoplayNextSwitch row />
          </List.Item>
        </List>
      </div>
      <FocusKeepingButton block color="danger" fill="outline" onClick={() => void logout()} busy={busy} className="mine__logout">
        {t('logout')}
      </FocusKeepingButton>
    </main>
  );
}
