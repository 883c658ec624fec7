import type { Namespace, TFunction } from 'i18next';
import { activeLocale, i18nFor } from './i18n.ts';
import { localeOfMatches } from './locale.ts';

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * A `t` for route `meta` functions: on the server, the language the root loader chose; in the browser, the
 * page's current language (so a switch retitles the page without a reload).
 */
export function metaT<N extends Namespace = 'common'>(matches: Matches, ns?: N): TFunction<N> {
  const locale = typeof document !== 'undefined' ? activeLocale() : localeOfMatches(matches);
  return i18nFor(locale).getFixedT(null, (ns ?? 'common') as N);
}

/** "<title> - <site name>" in the page's language. */
export function pageTitle(matches: Matches, title: string): { title: string } {
  return { title: metaT(matches)('pageTitle', { title }) };
}
