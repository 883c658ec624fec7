/**
 * The web's texts: a key looked up in the page language's tables, `{{vars}}` filled by the contract's `fillText`
 * (the same rule as the server's tips). Built synchronously from tables already in memory, so the server render
 * and the first browser render have the texts at once and in the same language (no flash, no hydration mismatch).
 * Nothing is switched in place (the server renders several visitors at once): a `t` is bound to one language.
 * Decision 0073: this replaced i18next, whose features beyond this lookup the catalogue never used.
 *
 * The default language's tables ship with every page. Another language's are loaded on demand (`loadLanguage`):
 * before hydration when the page is in it (entry.client.tsx), before a switch to it; the server has them all
 * from the start (entry.server.tsx). A Chinese page never downloads the English tables.
 */
import { DEFAULT_LOCALE, fillText, isLocale, registerCatalogue, zhCN, type Catalogue, type Locale, type TipVars } from '@md/contract/client';
import type { Resources, WebResources } from './types.ts';
import { zhCNWeb } from './zh-CN.ts';

export const NAMESPACES = ['common', 'layout', 'auth', 'home', 'search', 'video', 'comments', 'player', 'actress', 'tag', 'topic', 'creator', 'account', 'checkin', 'library', 'mine', 'profile', 'card', 'share', 'phone', 'danmaku', 'post', 'group', 'picker', 'review', 'report', 'help', 'messages', 'works', 'lists', 'pages', 'tips'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The keys of a table: `key`, or `group.key` for nested ones. */
type Leaves<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`> }[keyof T & string];
/** A key of any namespace, written `ns:key`. */
type QualifiedKey = { [N in Namespace]: `${N}:${Leaves<Resources[N]>}` }[Namespace];
/** The keys a `t` bound to one namespace, or to several (looked up in order), accepts without a prefix. */
type KeysOf<M> = M extends Namespace ? Leaves<Resources[M]> : never;
type OwnKey<N extends Namespace | readonly Namespace[]> = N extends readonly Namespace[] ? KeysOf<N[number]> : KeysOf<N>;
export type TextKey<N extends Namespace | readonly Namespace[] = 'common'> = OwnKey<N> | QualifiedKey;

/** A text of the catalogue in one language; a misspelt key fails the type-check (keys are typed from zh-CN). */
export type TFunction<N extends Namespace | readonly Namespace[] = 'common'> = (key: TextKey<N>, vars?: TipVars) => string;

/** A language's tables: the web's own and the shared catalogue (the server's tips, formatter words). */
export interface LanguageTables {
  web: WebResources;
  shared: Catalogue;
}

type Tables = WebResources & { tips: Catalogue };
const RESOURCES: Partial<Record<Locale, Tables>> = { [DEFAULT_LOCALE]: { ...zhCNWeb, tips: zhCN } };

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

type Tree = { readonly [key: string]: string | Tree | undefined };

/** The text at `path` (`a` or `a.b`) of one namespace, if there is one. */
function lookUp(tables: Tables, ns: string, path: string): string | undefined {
  let node: string | Tree | undefined = (tables as unknown as Tree)[ns];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A `t` in one language for one namespace or several (an unprefixed key is looked up in each, in order; `ns:key`
 * names its own). A language not loaded (yet) gives the default language's texts rather than keys; callers load a
 * language before showing it. An unknown key comes back as itself.
 */
export function fixedT<const N extends Namespace | readonly Namespace[] = 'common'>(locale: Locale, ns?: N): TFunction<N> {
  const order: readonly string[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  return (key, vars) => {
    const tables = RESOURCES[locale] ?? RESOURCES[DEFAULT_LOCALE]!;
    const colon = key.indexOf(':');
    const template = colon > 0 ? lookUp(tables, key.slice(0, colon), key.slice(colon + 1)) : order.reduce<string | undefined>((found, name) => found ?? lookUp(tables, name, key), undefined);
    return template === undefined ? key : fillText(template, vars, locale);
  };
}

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
export function translate(): TFunction<'common'> {
  return fixedT(active);
}
