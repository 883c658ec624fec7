/**
 * The sign-in page (`/login?redirect=`), beside the popup: for deep links and visitors arriving from a share. The
 * same forms as the popup; once signed in (or when already signed in) it goes to `redirect`, a path inside the
 * site only, else home.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useHydrated } from '../../shared/layout/hydrated.ts';
import { REDIRECT_PARAM } from '../../shared/navigation/protected.ts';
import { type LoginTab } from '../../shared/stores/login-store.ts';
import { sitePath } from '../../shared/navigation/site-path.ts';
import { isRegistered, loadUserState, userStore } from '../../shared/stores/user-store.ts';
import { LoginTabs } from './login-forms.tsx';

export function LoginPage() {
  const { t: tp } = useTranslation('profile');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = sitePath(params.get(REDIRECT_PARAM)) ?? '/';
  const [tab, setTab] = useState<LoginTab>('signIn');
  // The forms call the API: they appear once the page runs (a form sent before that would carry the password in
  // the address); their place is kept meanwhile.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!userStore.getState().userInfo) loadUserState();
    if (isRegistered(userStore.getState().userInfo)) navigate(target, { replace: true });
  }, [navigate, target]);

  const done = () => navigate(target, { replace: true });
  return (
    <main className="page page--narrow login-page">
      <h1 className="page__title">{tp('signInHeading')}</h1>
      <p className="login-page__lead">{tp('signInLead')}</p>
      <LoginTabs tab={tab} onTab={setTab} onDone={done} ready={hydrated} panelClassName="login-page__panel" />
    </main>
  );
}
