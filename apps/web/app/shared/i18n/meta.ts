import { activeLocale, fixedT, type Namespace, type TFunction } from './i18n.ts';
import { localeOfMatches } from './locale.ts';

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * A `t` for route `meta` functions: on the server, the language the root loader chose; in the browser, the
 * page's current language (so a switch retitles the page without a reload).
 */
export function metaT<const N extends Namespace = 'common'>(matches: Matches, ns?: N): TFunction<N> {
  return fixedT(metaLocale(matches), ns);
}

/** The language a route's `meta` writes in (see metaT), for a title that comes with the page's data. */
export const metaLocale = (matches: Matches) => (typeof document !== 'undefined' ? activeLocale() : localeOfMatches(matches));

/** "<title> - <site name>" in the page's language. */
export function pageTitle(matches: Matches, title: string): { title: string } {
  return { title: metaT(matches)('pageTitle', { title }) };
}
