import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { ScrollRow } from '../../shared/ui/scroll-row.tsx';
import { firstOfNone, moveBetweenTabs, tabStop } from '../../shared/ui/tab-keys.ts';

/** Room left beside a tab brought into sight, so it does not sit against the row's edge. */
const TAB_MARGIN = 12;

/** The home page's category tabs; switching replaces the URL (`?id=&tit=`). */
export function CategoryTabs({ categories, active }: { categories: { id: number; name: string }[]; active: number }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const name = categories.find((c) => c.id === active)?.name;
  // The chosen tab in sight: a tab past the row's end (a long name, a narrow screen, a link to it) is brought in.
  const activeTab = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const tab = activeTab.current;
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const shown = row.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < shown.left) row.scrollLeft -= shown.left - box.left + TAB_MARGIN;
    else if (box.right > shown.right) row.scrollLeft += box.right - shown.right + TAB_MARGIN;
  }, [active]);
  // The tab's name in the address (and so in the page title) follows the names' language: when the tabs come again
  // in another language, a `tit` that was the tab's name in the one before is renamed (only it: an operator's own
  // title in a menu item stays, and so do the address's other parameters).
  const before = useRef(name);
  useEffect(() => {
    const previous = before.current;
    before.current = name;
    if (!name || !previous || previous === name || search.get('tit') !== previous) return;
    const next = new URLSearchParams(search);
    next.set('tit', name);
    void navigate({ search: `?${next}` }, { replace: true, preventScrollReset: true });
  }, [name, search, navigate]);
  return (
    <ScrollRow kind="tablist" className="category-tabs" frameClassName="category-tabs-frame" label={t('categories')} onKeyDown={moveBetweenTabs}>
      {categories.map((c, i) => (
        <button
          key={c.id}
          ref={c.id === active ? activeTab : undefined}
          type="button"
          role="tab"
          aria-selected={c.id === active}
          tabIndex={tabStop(c.id === active, firstOfNone(categories.map((x) => x.id), active, i))}
          className={`category-tabs__tab${c.id === active ? ' category-tabs__tab--active' : ''}`}
          onClick={() => navigate(`/?id=${c.id}&tit=${encodeURIComponent(c.name)}`, { replace: true })}
        >
          {c.name}
        </button>
      ))}
    </ScrollRow>
  );
}
