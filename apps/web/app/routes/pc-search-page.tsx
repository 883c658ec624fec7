import type { MetaFunction } from 'react-router';
import { SearchPanel } from '../features/search/search-panel.tsx';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'search')('title'))];

export const clientLoader = () => null;
clientLoader.hydrate = true as const;
export const HydrateFallback = PageSkeleton;

export default function PcSearchPageRoute() {
  return <SearchPanel variant="pc" />;
}
