/**
 * The page's language as React state: the server render and hydration start from the root loader's choice;
 * a switch re-renders every text in place (no reload) and persists the choice in a cookie (read by the next
 * server render) mirrored to localStorage.
 */
import { COOKIE_LOCALE, DEFAULT_LOCALE, isLocale, type Locale } from '@md/contract/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadLanguage, setActiveLocale } from './i18n.ts';

export const LOCALE_STORAGE_KEY = 'md:language';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

interface LanguageState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** Outside the provider (a component under a unit test) the page is in the default language. */
const OUTSIDE: LanguageState = { locale: DEFAULT_LOCALE, setLocale: () => {} };

export function useLanguage(): LanguageState {
  return useContext(LanguageContext) ?? OUTSIDE;
}

function persist(locale: Locale) {
  document.cookie = `${COOKIE_LOCALE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the cookie alone keeps the choice
  }
}

export function LanguageProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setState] = useState(initial);
  // Code outside React (toasts, the API client) reads the language during this same render.
  if (typeof document !== 'undefined') setActiveLocale(locale);

  const setLocale = useCallback((next: Locale) => {
    persist(next);
    // Another language's tables come on demand (one small chunk); the page switches once they are here.
    void loadLanguage(next).then(() => {
      setActiveLocale(next);
      document.documentElement.lang = next;
      setState(next);
    });
  }, []);

  // The cookie went missing (cleared, expired) but the mirror kept the choice: restore both.
  useEffect(() => {
    if (document.cookie.split('; ').some((part) => part.startsWith(`${COOKIE_LOCALE}=`))) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    } catch {
      return;
    }
    // Restores what the cookie lost, once after hydration: the server rendered without it, so it cannot be
    // the first render's state.
    if (isLocale(stored) && stored !== locale) setLocale(stored);
    // Only on the first mount (empty dependencies on purpose): later changes come from the switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
