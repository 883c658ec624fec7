/**
 * i18next for the web: one instance per language, built synchronously from bundled resources, so the server
 * render and the first browser render have the texts at once and in the same language (no flash, no hydration
 * mismatch). Instances are never switched in place (the server renders several visitors at once): the page
 * picks the instance of its language through `I18nextProvider` (see language-provider.tsx).
 */
import { DEFAULT_LOCALE, enUS, isLocale, zhCN, type Locale } from '@md/contract/client';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUSWeb } from './en-US.ts';
import { zhCNWeb } from './zh-CN.ts';

export const NAMESPACES = ['common', 'layout', 'auth', 'home', 'search', 'video', 'player', 'actress', 'tag', 'topic', 'account', 'checkin', 'library', 'phone', 'pages', 'tips'] as const;

const RESOURCES = {
  'zh-CN': { ...zhCNWeb, tips: zhCN },
  'en-US': { ...enUSWeb, tips: enUS },
} as const;

const instances = new Map<Locale, i18n>();

/** The i18next instance of a language, made once. */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    // The default language's instance also serves components rendered outside the provider (unit tests).
    instance = locale === DEFAULT_LOCALE ? i18next.createInstance().use(initReactI18next) : i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: RESOURCES[locale] },
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
