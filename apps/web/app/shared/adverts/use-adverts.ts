import type { Advert } from '@md/contract/client';
import { useMemo } from 'react';
import { useSiteConfig } from '../stores/use-site-config.ts';

/** Where the site config places adverts: the home feed, the video page's related list, search results. */
export type AdvertPosition = 'home_list' | 'video_detail' | 'search';

/** The config's adverts for one position, in their configured order. */
export function useAdverts(position: AdvertPosition): Advert[] {
  const config = useSiteConfig();
  return useMemo(() => (config?.advertise ?? []).filter((a) => a.position === position), [config, position]);
}
