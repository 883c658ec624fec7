import { SearchPanel } from '../features/search/search-panel.tsx';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';

export const meta = () => [{ title: '搜索 - MD视频' }];

// Recent searches live in the browser, so the panel renders there.
export const clientLoader = () => null;
clientLoader.hydrate = true as const;
export const HydrateFallback = PageSkeleton;

export default function SearchPageRoute() {
  return <SearchPanel variant="mobile" />;
}
