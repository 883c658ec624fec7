/**
 * Search before results: recent searches (newest first, at most 10, clearable), hot searches in batches, and
 * suggestions while typing. The same panel serves /searchPage (phones) and /pcSearchPage (wide screens).
 */
import './search.css';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useSearchSubmit } from '../../shared/navigation/use-search-submit.ts';
import { clearSearchRecord, useAppState } from '../../shared/stores/app-store.ts';
import { DeleteIcon, FireIcon } from '../../shared/ui/icons.tsx';
import { hotSearchQuery, suggestQuery } from './queries.ts';

const SUGGEST_DELAY_MS = 200;

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function SearchPanel({ variant }: { variant: 'mobile' | 'pc' }) {
  const client = useApi();
  const navigate = useNavigate();
  const submit = useSearchSubmit();
  const { t } = useTranslation('search');
  const recent = useAppState((s) => s.searchRecord);
  const [text, setText] = useState('');
  const [batch, setBatch] = useState(0);
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  // The previous batch stays on screen while the next one loads.
  const hot = useQuery({ ...hotSearchQuery(client, batch), placeholderData: (previous) => previous });
  const suggestions = useQuery(suggestQuery(client, typed));

  return (
    <main className={`search-panel search-panel--${variant}`}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className="search-panel__bar">
        <SearchBar
          placeholder={t('placeholder')}
          value={text}
          onChange={setText}
          onSearch={submit}
          maxLength={50}
          // The search page exists to type a search: its box takes the focus, as the system search pages do.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-label={t('search')}
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
      {typed && suggestions.data ? (
        <ul className="search-panel__suggestions" aria-label={t('suggestions')}>
          {suggestions.data.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => submit(s)}>
                {s}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {recent.length > 0 ? (
            <section className="search-panel__section" aria-labelledby="recent-title">
              <header className="search-panel__header">
                <h2 id="recent-title">{t('recent')}</h2>
                <button type="button" onClick={clearSearchRecord} aria-label={t('clearRecent')}>
                  <DeleteIcon /> {t('clear')}
                </button>
              </header>
              <ul className="chips" data-testid="recent-searches">
                {recent.map((term) => (
                  <li key={term}>
                    <button type="button" className="chip" onClick={() => submit(term)}>
                      {term}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="search-panel__section" aria-labelledby="hot-title">
            <header className="search-panel__header">
              <h2 id="hot-title">{t('hot')}</h2>
              <button type="button" onClick={() => setBatch((b) => b + 1)}>
                {t('another')}
              </button>
            </header>
            <ol className="hot-list">
              {(hot.data ?? []).map((h, i) => (
                <li key={h.id}>
                  <button type="button" onClick={() => submit(h.keyword)}>
                    <span className={`hot-list__no hot-list__no--${i + 1}`}>{i + 1}</span>
                    <span className="hot-list__word">{h.keyword}</span>
                    {i < 3 ? <FireIcon className="hot-list__fire" label={t('hotMark')} /> : null}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </main>
  );
}
