/**
 * The desktop header's search box: focusing it opens a dropdown with recent and hot searches, typing shows
 * suggestions (the search pages' lists). An empty search opens the full search page (/pcSearchPage); on that page
 * the page's own box is the only one, so the header's is not rendered there.
 */
import './search.css';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useSearchSubmit } from '../../shared/navigation/use-search-submit.ts';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import { SUGGEST_DELAY_MS, useDebounced } from './debounced.ts';

// The dropdown's lists (and the search pages' code they share) load with the first focus, not with every page.
const SearchLists = lazy(() => import('./search-panel.tsx').then((m) => ({ default: m.SearchLists })));

export function HeaderSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname === '/pcSearchPage' || pathname === '/searchPage') return null;
  // On the results page the box holds the term searched, so it is the page's one search box.
  const current = pathname === '/searchResult' ? (params.get('keyword') ?? '').trim() : '';
  return <HeaderSearchBox key={current} current={current} />;
}

function HeaderSearchBox({ current }: { current: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const submitSearch = useSearchSubmit();
  const dropdownId = useId();
  const root = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);

  // Closed when the focus or a press goes outside the box and its dropdown, and by Escape.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node | null)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('focusin', outside);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('focusin', outside);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  function pick(term: string) {
    setOpen(false);
    root.current?.querySelector('input')?.blur();
    submitSearch(term);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) pick(text);
    else {
      setOpen(false);
      void navigate('/pcSearchPage');
    }
  }

  return (
    <form
      ref={root}
      className="app-header__search header-search wide-only"
      role="search"
      onSubmit={submit}
    >
      <input
        role="combobox"
        onFocus={() => setOpen(true)}
        aria-label={t('placeholder')}
        placeholder={t('headerPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        maxLength={50}
        aria-expanded={open}
        aria-controls={dropdownId}
        aria-haspopup="dialog"
      />
      <button type="submit" aria-label={t('search')}>
        <SearchIcon />
      </button>
      {open ? (
        <div id={dropdownId} className="header-search__dropdown" data-testid="header-search-dropdown" role="dialog" aria-label={t('search')}>
          {/* First, so it stays where it is when the lists below come in (a press on it is not taken by a list
              moving in under it). */}
          <Link to="/pcSearchPage" className="header-search__more" onClick={() => setOpen(false)}>
            {t('openSearchPage')}
          </Link>
          <Suspense fallback={<div className="header-search__loading" aria-busy="true" />}>
            <SearchLists typed={typed} onPick={pick} />
          </Suspense>
        </div>
      ) : null}
    </form>
  );
}
