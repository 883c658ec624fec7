import type { SiteConfig } from '@md/contract/client';
import { useEffect } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { loadAppState } from '../../shared/stores/app-store.ts';
import { configStore, loadConfigState, setConfig } from '../../shared/stores/config-store.ts';
import { loadUserState } from '../../shared/stores/user-store.ts';
import { bootstrapSession } from './bootstrap.ts';

/** Once per page load in the browser: read the stores, then make sure there is a session. */
export function SessionBootstrap({ serverConfig }: { serverConfig: SiteConfig | null }) {
  const client = useApi();
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
