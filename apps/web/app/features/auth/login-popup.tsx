/** The login popup (spec sections 2 and 5): sign in or sign up, closing itself on success. */
import './login-popup.css';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../shared/i18n/index.ts';
import { closeLogin, finishLogin, setLoginTab, useLoginState } from '../../shared/stores/login-store.ts';
import { LoginTabs } from './login-forms.tsx';

/** What Tab may land on inside the dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * A modal dialog by keyboard too: focus moves into it, Tab and Shift+Tab stay inside, Escape closes it, the
 * page beneath is inert while it is open, and focus goes back to what opened it.
 */
function useModalFocus(visible: boolean, dialog: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!visible) return;
    // Still where it was when the popup was asked for: focus moves in a frame later.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const page = document.querySelector<HTMLElement>('.app');
    page?.setAttribute('inert', '');
    // The popup mounts its body a frame later (animation): focus the first field when it is there.
    let frame = requestAnimationFrame(function focusFirst() {
      const root = dialog.current;
      if (!root) {
        frame = requestAnimationFrame(focusFirst);
        return;
      }
      if (!root.contains(document.activeElement)) (root.querySelector<HTMLElement>('input') ?? root).focus();
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeLogin();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      page?.removeAttribute('inert');
      // Only once the page is no longer inert can it take focus again.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [visible, dialog]);
}

export function LoginPopup() {
  const { visible, tab } = useLoginState();
  const { t } = useTranslation('auth');
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(visible, dialog);
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
