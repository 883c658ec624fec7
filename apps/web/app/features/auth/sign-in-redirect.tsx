/**
 * The way on after signing in (D14): a guest sent away from a protected page arrives with `?redirect=`, is told
 * why and asked to sign in; once signed in (here or from any gated button that carried a redirect) the visitor
 * is taken where they meant to go.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { REDIRECT_PARAM } from '../../shared/navigation/protected.ts';
import { openLogin, takeArrival, useLoginState } from '../../shared/stores/login-store.ts';
import { sitePath } from '../../shared/navigation/site-path.ts';
import { isRegistered, loadUserState, userStore } from '../../shared/stores/user-store.ts';
import { showToast } from '../../shared/ui/toast.ts';

export function SignInRedirect() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The sign-in page takes its own `redirect`: no popup over it.
  const onSignInPage = useLocation().pathname === '/login';
  const wanted = onSignInPage ? null : sitePath(params.get(REDIRECT_PARAM));
  const { arrived } = useLoginState();

  useEffect(() => {
    if (!wanted) return;
    if (!userStore.getState().userInfo) loadUserState();
    if (isRegistered(userStore.getState().userInfo)) {
      navigate(wanted, { replace: true });
      return;
    }
    showToast(t('signInRequired'));
    openLogin('signIn', { redirect: wanted });
  }, [wanted, navigate, t]);

  useEffect(() => {
    if (!arrived) return;
    takeArrival();
    navigate(arrived);
  }, [arrived, navigate]);

  return null;
}
