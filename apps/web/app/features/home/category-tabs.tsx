import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';

/** The home page's category tabs; switching replaces the URL (`?id=&tit=`). */
export function CategoryTabs({ categories, active }: { categories: { id: number; name: string }[]; active: number }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <div className="category-tabs" role="tablist" aria-label={t('categories')}>
      {categories.map((c) => (
        <button
          key={c.id}
          type="button"
          role="tab"
          aria-selected={c.id === active}
          className={`category-tabs__tab${c.id === active ? ' category-tabs__tab--active' : ''}`}
          onClick={() => navigate(`/?id=${c.id}&tit=${encodeURIComponent(c.name)}`, { replace: true })}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
