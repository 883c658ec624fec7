/**
 * Search before results: recent searches (newest first, at most 10, clearable), hot searches in batches, and
 * suggestions while typing. The same panel serves /searchPage (phones) and /pcSearchPage (wide screens).
 */
import './search.css';
import { SEARCH_KEYWORD_MAX } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { NamedSearchBar } from '../../shared/ui/named-search-bar.tsx';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useSearchSubmit } from '../../shared/navigation/use-search-submit.ts';
import { clearSearchRecord, useAppState } from '../../shared/stores/app-store.ts';
import { DeleteIcon, FireIcon } from '../../shared/ui/icons.tsx';
import { Highlight } from '../../shared/ui/highlight.tsx';
import { SUGGEST_DELAY_MS, useDebounced } from './debounced.ts';
import { hotSearchQuery, suggestQuery } from './queries.ts';

export function SearchPanel({ variant }: { variant: 'mobile' | 'pc' }) {
  const navigate = useNavigate();
  const submit = useSearchSubmit();
  const { t } = useTranslation('search');
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);

  return (
    <main className={`search-panel search-panel--${variant}`}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className="search-panel__bar">
        <NamedSearchBar
          label={t('search')}
          placeholder={t('placeholder')}
          value={text}
          onChange={setText}
          onSearch={submit}
          maxLength={SEARCH_KEYWORD_MAX}
          // The search page exists to type a search: its box takes the focus, as the system search pages do.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          style={{ flex: 1 }}
        />
        {variant === 'mobile' ? (
          <button type="button" className="search-panel__cancel" onClick={() => navigate(-1)}>
            {t('cancel')}
          </button>
        ) : (
          <Button color="primary" onClick={() => submit(text)}>
            {t('search')}
          </Button>
        )}
      </div>
      <SearchLists typed={typed} onPick={submit} />
    </main>
  );
}

/**
 * What helps before a search: suggestions for what is typed, else recent searches and hot searches. Typed text
 * with no suggestion says so and keeps recent and hot below, so the panel is never blank. Shared by the search
 * pages and the desktop header's dropdown, whose entries are reached with the arrow keys, not Tab (`arrowsOnly`).
 */
export function SearchLists({ typed, onPick, arrowsOnly = false }: { typed: string; onPick: (term: string) => void; arrowsOnly?: boolean }) {
  const client = useApi();
  const { t } = useTranslation('search');
  const id = useId();
  const recent = useAppState((s) => s.searchRecord);
  const [batch, setBatch] = useState(0);
  // The previous batch stays on screen while the next one loads.
  const hot = useQuery({ ...hotSearchQuery(client, batch), placeholderData: (previous) => previous });
  const suggestions = useQuery(suggestQuery(client, typed));
  const tabIndex = arrowsOnly ? -1 : undefined;
  const hotHeading = useRef<HTMLHeadingElement>(null);
  const another = useRef<HTMLButtonElement>(null);
  // 清空最近搜索 goes with the list it empties: the focus goes on to what follows rather than fall to the page. In the
  // header's dropdown that is the next entry, 换一批 (the arrows go on from there); on a search page the 热门搜索
  // heading, from where Tab reaches 换一批 and the list.
  const clearRecent = () => {
    flushSync(clearSearchRecord);
    (arrowsOnly ? another.current : hotHeading.current)?.focus();
  };
  if (typed && suggestions.data && suggestions.data.length > 0) {
    return (
      <ul className="search-panel__suggestions" aria-label={t('suggestions')}>
        {suggestions.data.map((s) => (
          <li key={s}>
            <button type="button" tabIndex={tabIndex} onClick={() => onPick(s)}>
              <Highlight text={s} term={typed} />
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {typed && suggestions.data ? (
        <p className="search-panel__no-suggestion" role="status">
          {t('noSuggestion', { keyword: typed })}
        </p>
      ) : null}
      {recent.length > 0 ? (
        <section className="search-panel__section" aria-labelledby={`${id}-recent`}>
          <header className="search-panel__header">
            <h2 id={`${id}-recent`}>{t('recent')}</h2>
            <button type="button" tabIndex={tabIndex} onClick={clearRecent} aria-label={t('clearRecent')}>
              <DeleteIcon /> {t('clear')}
            </button>
          </header>
          <ul className="chips" data-testid="recent-searches">
            {recent.map((term) => (
              <li key={term}>
                <button type="button" className="chip" tabIndex={tabIndex} onClick={() => onPick(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="search-panel__section" aria-labelledby={`${id}-hot`}>
        <header className="search-panel__header">
          <h2 id={`${id}-hot`} ref={hotHeading} tabIndex={-1}>
            {t('hot')}
          </h2>
          <button type="button" ref={another} tabIndex={tabIndex} onClick={() => setBatch((b) => b + 1)}>
            {t('another')}
          </button>
        </header>
        <ol className="hot-list" data-testid="hot-searches">
          {(hot.data ?? []).map((h, i) => (
            <li key={h.id}>
              <button type="button" tabIndex={tabIndex} onClick={() => onPick(h.keyword)}>
                <span className={`hot-list__no hot-list__no--${i + 1}`}>{i + 1}</span>
                <span className="hot-list__word">{h.keyword}</span>
                {i < 3 ? <FireIcon className="hot-list__fire" label={t('hotMark')} /> : null}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
