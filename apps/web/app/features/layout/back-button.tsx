/** The mobile top bar's back button on secondary pages: people arriving inside an in-app browser have no other. */
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { BackIcon } from '../../shared/ui/icons.tsx';

/** The tab bar's own pages are where one goes back to, so they get no back button. */
const ROOT_PATHS = ['/', '/tagList', '/actressList', '/discuss', '/mine'];

/** React Router numbers its history entries (`idx`); above 0 there is a page of this site to go back to. */
function hasInAppHistory() {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function BackButton() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (ROOT_PATHS.includes(pathname)) return null;
  return (
    <button
      type="button"
      className="header-button app-header__back narrow-only"
      aria-label={t('back')}
      onClick={() => {
        if (hasInAppHistory()) void navigate(-1);
        else void navigate('/', { replace: true });
      }}
    >
      <BackIcon fontSize={22} />
    </button>
  );
}
