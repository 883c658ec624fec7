import { ContentType, formatCount, type ActressCard as ActressCardData } from '@md/contract/client';
import { Link } from 'react-router';
import { CodecImage } from '../image/codec-image.tsx';
import { useLanguage, useTranslation } from '../i18n/index.ts';
import { contentPath } from '../navigation/bind-target.ts';
import { Highlight } from './highlight.tsx';

/** `priority`: on the first screen, its picture loads at once (see CodecImage); `highlight`: a searched term, marked in the name. */
export function ActressCard({ actress, priority = false, highlight = '' }: { actress: ActressCardData; priority?: boolean; highlight?: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <Link to={contentPath(ContentType.actress, actress.id)!} className="actress-card">
      <CodecImage path={actress.avatar} alt="" ratio="1 / 1" round priority={priority} />
      <span className="actress-card__name">
        <Highlight text={actress.name} term={highlight} />
      </span>
      <span className="actress-card__count">{t('actressWorks', { value: formatCount(actress.mediaCount, locale) })}</span>
    </Link>
  );
}
