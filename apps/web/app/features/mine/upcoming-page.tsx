/**
 * /mine/videos, /mine/reviews: the person's own uploads and reviews. Their calls come with the issues that bring
 * publishing; until then the page says so plainly (no sample data).
 */
import './mine-pages.css';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { StateBlock } from '../../shared/ui/state-block.tsx';

export type UpcomingSection = 'videos' | 'reviews';

const TEXTS = {
  videos: { title: 'myVideos', soon: 'upcomingVideos' },
  reviews: { title: 'myReviews', soon: 'upcomingReviews' },
} as const;

export function UpcomingPage({ section }: { section: UpcomingSection }) {
  const { t } = useTranslation('mine');
  const texts = TEXTS[section];
  return (
    <main className="page page--narrow mine-pages">
      <div className="mine-pages__bar">
        <h1>{t(texts.title)}</h1>
      </div>
      <div data-testid="upcoming">
        <StateBlock kind="empty" title={t(texts.soon)} description={t('upcomingHint')}>
          <Link to="/mine" className="state-block__action">
            {t('backToMine')}
          </Link>
        </StateBlock>
      </div>
    </main>
  );
}

export const upcomingTitleKey = (section: UpcomingSection) => TEXTS[section].title;
