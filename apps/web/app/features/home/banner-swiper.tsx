import type { NavigationItem } from '@md/contract/client';
import { Swiper } from 'antd-mobile';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useBindNavigation } from '../../shared/navigation/use-bind-navigation.ts';

export function BannerSwiper({ banners }: { banners: NavigationItem[] }) {
  const go = useBindNavigation();
  if (banners.length === 0) return null;
  return (
    <section className="banner" aria-label="轮播推荐">
      <Swiper autoplay autoplayInterval={4000} loop indicatorProps={{ className: 'banner__dots' }}>
        {banners.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <button
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
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
