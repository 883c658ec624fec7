import { api, type Advert } from '@md/contract/client';
import { useContext } from 'react';
import { ApiContext } from '../api/api-context.tsx';
import { useTranslation } from '../i18n/index.ts';
import { advertLink } from './insert-adverts.ts';
import { CodecImage } from '../image/codec-image.tsx';

/** An advert in a list (home feed, related videos, search results): opens its link in a new window and reports the click. */
export function AdvertCard({ advert }: { advert: Advert }) {
  // Rendered on the server too; the client is needed only when someone clicks.
  const { t } = useTranslation('common');
  const client = useContext(ApiContext);
  const href = advertLink(advert);
  return (
    <a
      className="media-card advert-card"
      href={href ?? undefined}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={() => {
        client?.call(api.advertiseClick, { id: advert.id }, { silent: true }).catch(() => {});
      }}
    >
      <span className="media-card__cover">
        <CodecImage path={advert.image} alt="" ratio="16 / 9" />
        <span className="advert-card__label">{t('advert')}</span>
      </span>
      <span className="media-card__body">
        <span className="media-card__title">{advert.name}</span>
      </span>
    </a>
  );
}
