/** The login popup's code loads the first time something asks for it, not with every page. */
import { lazy, Suspense } from 'react';
import { useLoginState } from '../../shared/stores/login-store.ts';

const LoginPopup = lazy(() => import('./login-popup.tsx').then((m) => ({ default: m.LoginPopup })));
let requested = false;

export function LazyLoginPopup() {
  const { visible } = useLoginState();
  if (visible) requested = true;
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup />
    </Suspense>
  );
}
