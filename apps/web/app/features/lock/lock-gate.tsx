/**
 * The privacy lock (decision 0037): when the signed-in user has a lock code, the app is covered by the lock screen
 * when it opens and when it comes back after LOCK_AFTER_HIDDEN_SECONDS in the background. Wrong codes are counted
 * by the server, which signs the device out at the fifth (code 1000: the request layer clears the session). While
 * it covers the page, the page cannot be reached and the tab's title is the site's name.
 */
import './lock.css';
import { LOCK_AFTER_HIDDEN_SECONDS, api } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { personalQuery } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { isRegistered, useUserInfo } from '../../shared/stores/user-store.ts';
import { lockFlagFor, writeLockFlag } from '../../shared/stores/lock-flag.ts';
import { lockSession, unlockSession, useLockedToken } from './lock-store.ts';

/** The screen's code loads only for people who have a lock; the layer itself covers the page meanwhile. */
const LockScreen = lazy(() => import('./lock-screen.tsx').then((module) => ({ default: module.LockScreen })));

export function LockGate() {
  const { t } = useTranslation();
  const client = useApi();
  const token = useAppState((s) => s.token);
  const user = useUserInfo();
  const userId = isRegistered(user) ? user!.id : null;
  const lockedToken = useLockedToken();
  const state = useQuery({ ...personalQuery(client, token, api.userLockscreencodeState, {}), enabled: userId !== null && token !== null });
  // Until the server answers, the remembered flag decides, so the page is covered from the first frame.
  const enabled = userId !== null && (state.data?.enabled ?? lockFlagFor(userId));
  const locked = enabled && token !== null && lockedToken === token;

  useEffect(() => {
    if (state.data && userId !== null) writeLockFlag(state.data.enabled ? userId : null);
  }, [state.data, userId]);

  // Back from the background after the allowed time: lock this session again.
  const current = useRef({ token, enabled });
  useEffect(() => {
    current.current = { token, enabled };
  });
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt !== null && current.current.enabled && Date.now() - hiddenAt >= LOCK_AFTER_HIDDEN_SECONDS * 1000) lockSession(current.current.token);
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  // While locked, the page behind cannot be reached by keyboard or screen reader.
  useEffect(() => {
    if (!locked) return;
    const others = [...document.body.children].filter((el) => !el.classList.contains('lock-layer'));
    others.forEach((el) => el.setAttribute('inert', ''));
    return () => others.forEach((el) => el.removeAttribute('inert'));
  }, [locked]);

  // While locked, the tab's title (and the system's list of recent apps) names the site, not the page behind. A way
  // back or forward while locked draws that page's title: it is kept for the unlock, the site's name shown.
  useEffect(() => {
    if (!locked) return;
    const siteName = t('siteName');
    let behind = document.title;
    document.title = siteName;
    const watch = new MutationObserver(() => {
      if (document.title === siteName) return;
      behind = document.title;
      document.title = siteName;
    });
    watch.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      watch.disconnect();
      document.title = behind;
    };
  }, [locked, t]);

  if (!locked) return null;
  return createPortal(
    <div className="lock-layer">
      <Suspense fallback={null}>
        <LockScreen onUnlock={unlockSession} />
      </Suspense>
    </div>,
    document.body,
  );
}
