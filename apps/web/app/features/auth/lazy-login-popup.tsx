/**
 * The login popup's code loads the first time something asks for it, not with every page. If it cannot load
 * (offline), the visitor is told about the network and the next request tries again; nothing reaches the error
 * page.
 */
import { catalogues } from '@md/contract/client';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { activeLocale } from '../../shared/i18n/index.ts';
import { closeLogin, useLoginState } from '../../shared/stores/login-store.ts';
import { showToast } from '../../shared/ui/toast.ts';

const Nothing: ComponentType = () => null;

export function LazyLoginPopup() {
  const { visible } = useLoginState();
  // Once asked for, the popup stays mounted (hidden), so it opens at once the next time.
  const [requested, setRequested] = useState(false);
  const [Popup, setPopup] = useState(() => lazyPopup());
  if (visible && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  );

  function lazyPopup() {
    return lazy(() =>
      import('./login-popup.tsx').then(
        (m) => ({ default: m.LoginPopup }),
        () => {
          showToast(catalogues[activeLocale()].networkError);
          closeLogin();
          // Ask again next time: a fresh lazy component, and unmounted until then.
          setRequested(false);
          setPopup(() => lazyPopup());
          return { default: Nothing };
        },
      ),
    );
  }
}
