import type { SiteConfig } from '@md/contract/client';
import { useRouteLoaderData } from 'react-router';
import { useConfig } from './config-store.ts';

/**
 * The site config: the browser's stored copy, or until it is loaded (server render, hydration) the copy the
 * server rendered into the page, so both renders agree and nothing appears late.
 */
export function useSiteConfig(): SiteConfig | null {
  const stored = useConfig();
  const fromServer = useRouteLoaderData('root') as { config: SiteConfig | null } | undefined;
  return stored ?? fromServer?.config ?? null;
}
