import { COOKIE_LOCALE, DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '@md/contract/client';

/** The language of a page request: the visitor's choice (cookie), else the browser's Accept-Language, else zh-CN. */
export function localeOfRequest(request: Request): Locale {
  const chosen = cookieValue(request.headers.get('cookie'), COOKIE_LOCALE);
  if (isLocale(chosen)) return chosen;
  return pickLocale(request.headers.get('accept-language'));
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The language the root loader chose, for `meta` functions (which run outside React on the server). */
export function localeOfMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Locale {
  const root = matches.find((m) => m?.id === 'root')?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

export { DEFAULT_LOCALE };
