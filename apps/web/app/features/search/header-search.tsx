/**
 * The desktop header's search box: focusing it opens a dropdown with recent and hot searches, typing shows
 * suggestions (the search pages' lists). An empty search opens the full search page (/pcSearchPage); on that page
 * the page's own box is the only one, so the header's is not rendered there.
 *
 * A clear button follows the box while it has words (Tab reaches it; it empties the box and gives it the focus back).
 *
 * The keyboard, as a combobox: the down arrow goes from the box into the dropdown, the up and down arrows move through
 * its entries (up from the first goes back to the box; 进入搜索页 is the first), Escape closes it and brings the focus
 * back to the box. The entries are no Tab stops: Tab from the box, or from an entry, closes the dropdown and goes on
 * from the box to what follows it, so the dozen entries are not walked on every page.
 */
import './search.css';
import { SEARCH_KEYWORD_MAX } from '@md/contract/client';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CloseCircleFill } from 'antd-mobile-icons';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useSearchSubmit } from '../../shared/navigation/use-search-submit.ts';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import { SUGGEST_DELAY_MS, useDebounced } from './debounced.ts';
import { searchKeyword } from './keyword.ts';

// The dropdown's lists (and the search pages' code they share) load with the first focus, not with every page.
const SearchLists = lazy(() => import('./search-panel.tsx').then((m) => ({ default: m.SearchLists })));

export function HeaderSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname === '/pcSearchPage' || pathname === '/searchPage') return null;
  // On the results page the box holds the term searched, so it is the page's one search box.
  const current = pathname === '/searchResult' ? searchKeyword(params.get('keyword')) : '';
  return <HeaderSearchBox key={current} current={current} />;
}

function HeaderSearchBox({ current }: { current: string }) {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const submitSearch = useSearchSubmit();
  const dropdownId = useId();
  const root = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);

  // Closed when the focus or a press goes outside the box and its dropdown, and by Escape.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node | null)) setOpen(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The focus in the dropdown would be lost with it: it goes back to the box (whose focus would open it again,
      // so the close comes after).
      if (dropdown.current?.contains(document.activeElement)) box.current?.focus();
      setOpen(false);
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

  const entries = () => [...(dropdown.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];

  function boxKey(event: KeyboardEvent<HTMLInputElement>) {
    // The browser moves the focus on (not prevented); the dropdown closes behind it.
    if (event.key === 'Tab') setOpen(false);
    if (event.key !== 'ArrowDown' || event.altKey) return;
    event.preventDefault();
    if (!open) setOpen(true);
    else entries()[0]?.focus();
  }

  function dropdownKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Tab') {
      // Tab goes on from the box, as from the box itself: the browser moves the focus after this handler, from where
      // it is then. The box's focus would open the dropdown again, so the close comes after.
      box.current?.focus();
      setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') all[(at + 1) % all.length]?.focus();
    else if (at === 0) box.current?.focus();
    else all[at - 1]?.focus();
  }

  function pick(term: string) {
    setOpen(false);
    box.current?.blur();
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
        ref={box}
        role="combobox"
        onFocus={() => setOpen(true)}
        onKeyDown={boxKey}
        aria-label={t('placeholder')}
        placeholder={t('headerPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        maxLength={SEARCH_KEYWORD_MAX}
        aria-expanded={open}
        aria-controls={dropdownId}
        aria-haspopup="dialog"
      />
      {text ? (
        // As every clearable field's: a button the keyboard reaches after the box; the box gets the focus back (and
        // with it the dropdown's recent and hot searches).
        <button
          type="button"
          className="header-search__clear input-clear"
          aria-label={tCommon('clearInput')}
          onClick={() => {
            setText('');
            box.current?.focus();
            setOpen(true);
          }}
        >
          <CloseCircleFill aria-hidden />
        </button>
      ) : null}
      <button type="submit" aria-label={t('search')}>
        <SearchIcon />
      </button>
      {open ? (
        // The dialog takes the up and down arrows for its entries (the combobox's keyboard), as a listbox would.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div ref={dropdown} id={dropdownId} className="header-search__dropdown" data-testid="header-search-dropdown" role="dialog" aria-label={t('search')} onKeyDown={dropdownKey}>
          {/* First, so it stays where it is when the lists below come in (a press on it is not taken by a list
              moving in under it). */}
          <Link to="/pcSearchPage" className="header-search__more" tabIndex={-1} onClick={() => setOpen(false)}>
            {t('openSearchPage')}
          </Link>
          <Suspense fallback={<div className="header-search__loading" aria-busy="true" />}>
            <SearchLists typed={typed} onPick={pick} arrowsOnly />
          </Suspense>
        </div>
      ) : null}
    </form>
  );
}
