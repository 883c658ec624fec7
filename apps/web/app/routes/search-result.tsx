import type { MetaFunction } from 'react-router';
import { SearchResults } from '../features/search/search-results.tsx';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';

export const meta: MetaFunction = ({ location }) => [{ title: `${new URLSearchParams(location.search).get('keyword') ?? ''} - 搜索结果 - MD视频` }];

export const clientLoader = () => null;
clientLoader.hydrate = true as const;
export const HydrateFallback = PageSkeleton;

export default function SearchResultRoute() {
  return <SearchResults />;
}
