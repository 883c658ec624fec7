import type { NavigationItem } from '@md/contract/client';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useBindNavigation } from '../../shared/navigation/use-bind-navigation.ts';
import { Carousel } from '../../shared/ui/carousel.tsx';

export function BannerSwiper({ banners }: { banners: NavigationItem[] }) {
  const { t } = useTranslation('home');
  const go = useBindNavigation();
  if (banners.length === 0) return null;
  return (
    <Carousel
      className="banner"
      label={t('banners')}
      slides={banners.map((banner, index) => (
        <button
          key={banner.id}
          type="button"
          className="banner__item"
          data-bind-type={banner.bindType}
          onClick={() => go(banner)}
          aria-label={banner.name}
          disabled={banner.bindType === 0}
        >
          <CodecImage path={banner.image} alt={banner.name} ratio="5 / 2" priority={index === 0} />
          <span className="banner__caption">{banner.name}</span>
        </button>
      ))}
    />
  );
}
