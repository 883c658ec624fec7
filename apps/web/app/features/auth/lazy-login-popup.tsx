/** The login popup's code loads the first time something asks for it, not with every page. */
import { lazy, Suspense, useState } from 'react';
import { useLoginState } from '../../shared/stores/login-store.ts';

const LoginPopup = lazy(() => import('./login-popup.tsx').then((m) => ({ default: m.LoginPopup })));

export function LazyLoginPopup() {
  const { visible } = useLoginState();
  // Once asked for, the popup stays mounted (hidden), so it opens at once the next time.
  const [requested, setRequested] = useState(false);
  if (visible && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup />
    </Suspense>
  );
}
