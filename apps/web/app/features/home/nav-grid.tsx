import type { NavigationItem } from '@md/contract/client';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useBindNavigation } from '../../shared/navigation/use-bind-navigation.ts';

export function NavGrid({ navs }: { navs: NavigationItem[] }) {
  const { t } = useTranslation('home');
  const go = useBindNavigation();
  if (navs.length === 0) return null;
  return (
    <nav className="nav-grid" aria-label={t('shortcuts')}>
      {navs.map((nav) => (
        <button key={nav.id} type="button" className="nav-grid__item" onClick={() => go(nav)}>
          <CodecImage path={nav.image} alt="" ratio="1 / 1" round className="nav-grid__icon" />
          <span>{nav.name}</span>
        </button>
      ))}
    </nav>
  );
}
