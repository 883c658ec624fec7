/** The login popup (spec sections 2 and 5): sign in or sign up, closing itself on success. */
import './login-popup.css';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/index.ts';
import { holdFocus } from '../../shared/ui/use-sheet-focus.ts';
import { closeLogin, finishLogin, setLoginTab, useLoginState } from '../../shared/stores/login-store.ts';
import { LoginTabs } from './login-forms.tsx';

export function LoginPopup() {
  const { visible, tab } = useLoginState();
  const { t } = useTranslation('auth');
  const dialog = useRef<HTMLDivElement>(null);
  // A modal dialog by keyboard too (focus in, Tab inside, Escape closes, focus back to what opened it).
  useEffect(() => {
    if (!visible) return;
    return holdFocus(() => dialog.current, closeLogin, 'input', { returnFocus: true });
  }, [visible]);
  return (
    <CenterPopup visible={visible} closeOnMaskClick={false} onClose={closeLogin} destroyOnClose className="login-popup" role="presentation">
      <div ref={dialog} className="login-popup__body" role="dialog" aria-modal="true" aria-labelledby="login-title" tabIndex={-1}>
        {/* A real button with a name (antd's close is a nameless anchor); the antd class keeps its place and look. */}
        <button type="button" className="login-popup__close adm-center-popup-close" aria-label={t('close')} onClick={closeLogin}>
          <CloseOutline aria-hidden />
        </button>
        <h2 id="login-title" className="login-popup__title">
          {t('slogan')}
        </h2>
        <LoginTabs tab={tab} onTab={setLoginTab} onDone={finishLogin} />
      </div>
    </CenterPopup>
  );
}
