import { ContentType, formatCount, formatDuration, type MediaCard as MediaCardData } from '@md/contract/client';
import { PlayIcon } from './icons.tsx';
import { Link } from 'react-router';
import { CodecImage } from '../image/codec-image.tsx';
import { useLanguage, useTranslation } from '../i18n/index.ts';
import { contentPath } from '../navigation/bind-target.ts';
import { Highlight } from './highlight.tsx';

/**
 * Cards a phone shows on the first screen of a two-column grid (three rows). Their covers are all the same size,
 * so they load and decode early together: one left behind would paint later as an equally large picture and
 * count as the page's largest paint.
 */
export const FIRST_SCREEN = 6;

/** `highlight`: a searched term, marked in the title (search results). */
export function MediaCard({ media, priority = false, variant = 'grid', highlight = '' }: { media: MediaCardData; priority?: boolean; variant?: 'grid' | 'row'; highlight?: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <Link to={contentPath(ContentType.media, media.id)!} className={`media-card media-card--${variant}`}>
      <span className="media-card__cover">
        <CodecImage path={media.cover} alt="" ratio="16 / 9" priority={priority} />
        <span className="media-card__meta" aria-hidden>
          <span>
            <PlayIcon /> {formatCount(media.views, locale)}
          </span>
          <span>{formatDuration(media.duration)}</span>
        </span>
        {media.free ? <span className="media-card__badge">{t('hd')}</span> : null}
      </span>
      <span className="media-card__body">
        <span className="media-card__title">
          <Highlight text={media.title} term={highlight} />
        </span>
        <span className="visually-hidden">
          {t('mediaSummary', { duration: formatDuration(media.duration), views: formatCount(media.views, locale) })}
        </span>
      </span>
    </Link>
  );
}
