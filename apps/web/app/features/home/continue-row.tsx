/**
 * 继续观看: the videos this browser left part-way, most recent first, for guests and users alike. Read from the
 * local watch history after hydration (the server cannot know it); nothing shows when there is nothing to resume.
 */
import './continue-row.css';
import { ContentType } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { WatchItem } from '../../shared/db/histories.ts';
import { watchedFraction } from '../../shared/db/watch-progress.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { CoverProgress } from '../../shared/ui/cover-progress.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useHydrated } from '../../shared/layout/hydrated.ts';
import { contentPath } from '../../shared/navigation/bind-target.ts';

const CONTINUE_LIMIT = 10;

/** The local store's code (localforage) loads after the page, not with the home page's first script. */
async function loadUnfinished(): Promise<WatchItem[]> {
  const { listUnfinished } = await import('../../shared/db/histories.ts');
  return listUnfinished(CONTINUE_LIMIT);
}

export function ContinueRow() {
  const { t } = useTranslation('library');
  const hydrated = useHydrated();
  const unfinished = useQuery({ queryKey: ['local', 'history', 'unfinished'], queryFn: loadUnfinished, enabled: hydrated, staleTime: 0 });
  const items = unfinished.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="continue-row" aria-labelledby="continue-title" data-testid="continue-row">
      <h2 id="continue-title" className="topic__title">
        {t('continueRow')}
      </h2>
      <ul className="continue-row__list">
        {items.map((item) => {
          const percent = Math.round(watchedFraction(item) * 100);
          return (
            <li key={item.mediaId} className="continue-row__item">
              <Link to={contentPath(ContentType.media, item.mediaId)!} aria-label={t('continueItem', { title: item.title, percent })}>
                <span className="continue-row__cover">
                  <CodecImage path={item.cover} alt="" ratio="16 / 9" />
                <CoverProgress fraction={watchedFraction(item)} />
                </span>
                <span className="continue-row__title">{item.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
