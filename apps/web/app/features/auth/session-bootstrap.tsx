import type { SiteConfig } from '@md/contract/client';
import { api } from '@md/contract/client';
import { useEffect, useRef } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { useLanguage } from '../../shared/i18n/index.ts';
import { loadAppState } from '../../shared/stores/app-store.ts';
import { loadConfigState, setConfig } from '../../shared/stores/config-store.ts';
import { loadUserState } from '../../shared/stores/user-store.ts';
import { bootstrapSession } from './bootstrap.ts';

/**
 * Once per page load in the browser: read the stores, then make sure there is a session. The config the server
 * rendered the page with replaces a stored one (it is newer, and in the page's language: the menus' names are); a
 * language switch in place fetches it again in the new language.
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
    if (serverConfig) setConfig(serverConfig);
    // Marks the page once its start-up has run, so a check that nothing changed knows when to look.
    void bootstrapSession(client, window.location.search).then(() => {
      document.documentElement.dataset.sessionStart = 'done';
    });
  }, [client, serverConfig]);
  return null;
}
