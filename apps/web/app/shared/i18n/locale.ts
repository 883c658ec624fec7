import { COOKIE_LOCALE, DEFAULT_LOCALE, isLocale, pickLocale, readCookie, type Locale } from '@md/contract/client';

/** The language of a page request: the visitor's choice (cookie), else the browser's Accept-Language, else zh-CN. */
export function localeOfRequest(request: Request): Locale {
  const chosen = readCookie(request.headers.get('cookie') ?? undefined, COOKIE_LOCALE);
  if (isLocale(chosen)) return chosen;
  return pickLocale(request.headers.get('accept-language'));
}

/** The language the root loader chose, for `meta` functions (which run outside React on the server). */
export function localeOfMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Locale {
  const root = matches.find((m) => m?.id === 'root')?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

export { DEFAULT_LOCALE };
