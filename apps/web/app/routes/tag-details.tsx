import type { MetaFunction } from 'react-router';
import { TagDetails } from '../features/tag/tag-details.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'tag')('title'))];

export default function TagDetailsRoute() {
  return <TagDetails />;
}
