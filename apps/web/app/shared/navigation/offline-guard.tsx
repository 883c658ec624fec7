/**
 * Offline, the next page's code and data cannot come: rather than let the router fall back to a full reload
 * (the browser's own offline page) or an error page, navigation is held, the user is told, and a strip says the
 * app is offline until the network is back.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { showToast } from '../ui/toast.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

export function OfflineGuard() {
  const { t } = useTranslation();
  const online = useOnline();
  // A change of the hash alone needs nothing from the network.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !navigator.onLine && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    showToast(t('offlineNavigation'));
    blocker.reset();
  }, [blocker, t]);
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {t('offline')}
    </p>
  );
}
