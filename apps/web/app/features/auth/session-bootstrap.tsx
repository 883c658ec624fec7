import type { SiteConfig } from '@md/contract/client';
import { api } from '@md/contract/client';
import { useEffect, useRef } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { useLanguage } from '../../shared/i18n/index.ts';
import { loadAppState } from '../../shared/stores/app-store.ts';
import { configStore, loadConfigState, setConfig } from '../../shared/stores/config-store.ts';
import { loadUserState } from '../../shared/stores/user-store.ts';
import { bootstrapSession } from './bootstrap.ts';

/**
 * Once per page load in the browser: read the stores, then make sure there is a session. A stored config is kept
 * (replacing it with the server's on every load re-rendered the shell just after hydration, and a press on a link
 * at that moment was lost in one run of four); a language switch in place fetches it again in the new language, so
 * the stored one is in the page's language.
 */
export function SessionBootstrap({ serverConfig }: { serverConfig: SiteConfig | null }) {
  const client = useApi();
  const { locale } = useLanguage();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    client.call(api.pingConfig).then(setConfig, () => {
      // offline: the menus keep their names until the next page load
    });
  }, [client, locale]);
  useEffect(() => {
    loadAppState();
    loadUserState();
    loadConfigState();
    if (!configStore.getState().config && serverConfig) setConfig(serverConfig);
    // Marks the page once its start-up has run, so a check that nothing changed knows when to look.
    void bootstrapSession(client, window.location.search).then(() => {
      document.documentElement.dataset.sessionStart = 'done';
    });
  }, [client, serverConfig]);
  return null;
}
