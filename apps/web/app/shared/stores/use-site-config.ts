import type { SiteConfig } from '@md/contract/client';
import { useRouteLoaderData } from 'react-router';
import { useStore } from 'zustand';
import { configStore, imageBase, useConfig } from './config-store.ts';

/**
 * The site config: the browser's stored copy, or until it is loaded (server render, hydration) the copy the
 * server rendered into the page, so both renders agree and nothing appears late.
 */
export function useSiteConfig(): SiteConfig | null {
  const stored = useConfig();
  const fromServer = useServerConfig();
  return stored ?? fromServer;
}

/** The copy of the config the server rendered into the page (the root loader's). */
function useServerConfig(): SiteConfig | null {
  return (useRouteLoaderData('root') as { config: SiteConfig | null } | undefined)?.config ?? null;
}

/**
 * The images' base URL, from the same copies. A component using it renders again only when the URL changes, not when
 * the browser stores the server's copy of the config after hydration (the root would render the whole page again).
 */
export function useImageBase(): string {
  const fromServer = useServerConfig();
  return useStore(configStore, (s) => imageBase(s.config ?? fromServer));
}
