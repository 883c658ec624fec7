/**
 * i18next for the web: one instance per language, built synchronously from resources already in memory, so the
 * server render and the first browser render have the texts at once and in the same language (no flash, no
 * hydration mismatch). Instances are never switched in place (the server renders several visitors at once): the
 * page picks the instance of its language through `I18nextProvider` (see language-provider.tsx).
 *
 * The default language's tables ship with every page. Another language's are loaded on demand (`loadLanguage`):
 * before hydration when the page is in it (entry.client.tsx), before a switch to it; the server has them all
 * from the start (entry.server.tsx). A Chinese page never downloads the English tables.
 */
import { DEFAULT_LOCALE, isLocale, registerCatalogue, zhCN, type Catalogue, type Locale } from '@md/contract/client';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { WebResources } from './types.ts';
import { zhCNWeb } from './zh-CN.ts';

export const NAMESPACES = ['common', 'layout', 'auth', 'home', 'search', 'video', 'comments', 'player', 'actress', 'tag', 'topic', 'creator', 'account', 'checkin', 'library', 'mine', 'profile', 'card', 'share', 'phone', 'danmaku', 'post', 'group', 'picker', 'review', 'report', 'help', 'messages', 'works', 'lists', 'pages', 'tips'] as const;

/** A language's tables: the web's own and the shared catalogue (the server's tips, formatter words). */
export interface LanguageTables {
  web: WebResources;
  shared: Catalogue;
}

const RESOURCES: Partial<Record<Locale, WebResources & { tips: Catalogue }>> = { [DEFAULT_LOCALE]: { ...zhCNWeb, tips: zhCN } };

/** Where each language other than the default is loaded from: one chunk each, fetched on demand. */
const LOADERS: Partial<Record<Locale, () => Promise<LanguageTables>>> = {
  'en-US': () => import('./en-US-tables.ts').then((m) => m.tables),
};

/** Makes a language's tables available (the server calls it for every language at start). */
export function addLanguage(locale: Locale, tables: LanguageTables) {
  RESOURCES[locale] = { ...tables.web, tips: tables.shared };
  registerCatalogue(locale, tables.shared);
}

export function hasLanguage(locale: Locale) {
  return RESOURCES[locale] !== undefined;
}

/** Loads a language's tables if they are not here yet; resolves at once for one that is. */
export async function loadLanguage(locale: Locale): Promise<void> {
  const loader = LOADERS[locale];
  if (hasLanguage(locale) || !loader) return;
  addLanguage(locale, await loader());
}

const instances = new Map<Locale, i18n>();

/** The i18next instance of a language, made once. */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    const resources = RESOURCES[locale];
    // Not loaded (yet): the default language's texts rather than keys; callers load a language before showing it.
    if (!resources) return i18nFor(DEFAULT_LOCALE);
    // The default language's instance also serves components rendered outside the provider (unit tests).
    instance = locale === DEFAULT_LOCALE ? i18next.createInstance().use(initReactI18next) : i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: resources },
      ns: [...NAMESPACES],
      defaultNS: 'common',
      initAsync: false,
      // React escapes what it renders; i18next escaping would show &amp; and friends.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
i18nFor(DEFAULT_LOCALE);

/**
 * The page's language for code outside React (toasts, the API client's Accept-Language, the local database):
 * in the browser, the language of the page (set on `<html lang>` by the server, updated by the switch).
 */
let active: Locale = typeof document !== 'undefined' && isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE;

export function activeLocale(): Locale {
  return active;
}

export function setActiveLocale(locale: Locale) {
  active = locale;
}

/** A `t` for code outside React, in the page's language. */
export function translate(): i18n['t'] {
  return i18nFor(active).t;
}
