import { useLocation, type MetaFunction } from 'react-router';
import { UpcomingPage, upcomingTitleKey, type UpcomingSection } from '../features/mine/upcoming-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export { clientLoader, HydrateFallback } from '../shared/navigation/protected-route.tsx';

/** One module for /mine/videos and /mine/reviews: the last part of the path names the section. */
const sectionOf = (pathname: string): UpcomingSection => {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'reviews' ? last : 'videos';
};

export const meta: MetaFunction = ({ matches, location }) => [pageTitle(matches, metaT(matches, 'mine')(upcomingTitleKey(sectionOf(location.pathname))))];

export default function MineUpcomingRoute() {
  const { pathname } = useLocation();
  return <UpcomingPage section={sectionOf(pathname)} />;
}
