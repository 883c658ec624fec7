/**
 * A topic block in one of the spec's seven display types:
 * 1 horizontal row · 2 two-column grid · 3 one large then a grid · 4 list with covers on the left ·
 * 5 three-column compact grid · 6 actress avatars (or large cards) · 7 numbered rank list.
 */
import { ContentType, formatCount, type topicBlock } from '@md/contract/client';
import { RightIcon } from '../../shared/ui/icons.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ActressCard } from '../../shared/ui/actress-card.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { ScrollRow } from '../../shared/ui/scroll-row.tsx';

type Topic = z.infer<typeof topicBlock>;

export function TopicBlock({ topic }: { topic: Topic }) {
  const { t } = useTranslation('common');
  const headingId = `topic-${topic.id}`;
  return (
    <section className={`topic topic--type-${topic.displayType}`} aria-labelledby={headingId}>
      <header className="topic__header">
        <h2 id={headingId} className="topic__title">
          {topic.title}
        </h2>
        <Link to={`/topicsPage?id=${topic.id}`} className="topic__more">
          {t('more')} <RightIcon />
        </Link>
      </header>
      {topic.contentType === ContentType.actress ? <ActressRow topic={topic} /> : <MediaLayout topic={topic} />}
    </section>
  );
}

function ActressRow({ topic }: { topic: Topic }) {
  return (
    <ScrollRow kind="plain" className="topic__scroller" frameClassName="topic__scroller-frame">
      {topic.actresses.map((a) => (
        <ActressCard key={a.id} actress={a} />
      ))}
    </ScrollRow>
  );
}

function MediaLayout({ topic }: { topic: Topic }) {
  const { t } = useTranslation('common');
  const { locale } = useLanguage();
  const items = topic.media;
  switch (topic.displayType) {
    case 1:
      return (
        <ScrollRow kind="plain" className="topic__scroller" frameClassName="topic__scroller-frame">
          {items.map((m) => (
            <MediaCard key={m.id} media={m} />
          ))}
        </ScrollRow>
      );
    case 3: {
      const [first, ...rest] = items;
      return (
        <div className="topic__feature">
          {first ? <MediaCard media={first} variant="grid" /> : null}
          <div className="media-grid">
            {rest.slice(0, 4).map((m) => (
              <MediaCard key={m.id} media={m} />
            ))}
          </div>
        </div>
      );
    }
    case 4:
      return (
        <div className="topic__list">
          {items.slice(0, 4).map((m) => (
            <MediaCard key={m.id} media={m} variant="row" />
          ))}
        </div>
      );
    case 5:
      return (
        <div className="media-grid media-grid--compact">
          {items.slice(0, 6).map((m) => (
            <MediaCard key={m.id} media={m} />
          ))}
        </div>
      );
    case 6:
      return (
        <div className="topic__wide">
          {items.slice(0, 2).map((m) => (
            <MediaCard key={m.id} media={m} />
          ))}
        </div>
      );
    case 7:
      return (
        <ol className="topic__rank">
          {items.slice(0, 5).map((m, i) => (
            <li key={m.id} className="topic__rank-item">
              <span className={`topic__rank-no topic__rank-no--${i + 1}`} aria-hidden>
                {i + 1}
              </span>
              <Link to={`/videoDetails?id=${m.id}`} className="topic__rank-link">
                <span className="topic__rank-title">{m.title}</span>
                <span className="topic__rank-views">{t('views', { value: formatCount(m.views, locale) })}</span>
              </Link>
            </li>
          ))}
        </ol>
      );
    default:
      return (
        <div className="media-grid">
          {items.slice(0, 4).map((m) => (
            <MediaCard key={m.id} media={m} />
          ))}
        </div>
      );
  }
}
