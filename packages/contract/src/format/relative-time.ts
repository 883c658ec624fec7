/**
 * Relative time (spec section 9): under a minute "just now", under an hour "N minutes ago", under a day "N hours
 * ago" (the words from the catalogue, in the given language), older the full date. The date is shown in a fixed
 * UTC offset (China by default) so server and browser render the same text.
 */
import { text } from '../i18n/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/types.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const CHINA_UTC_OFFSET_MINUTES = 480;

export function formatRelativeTime(
  time: Date | string | number,
  now: Date | number = Date.now(),
  utcOffsetMinutes = CHINA_UTC_OFFSET_MINUTES,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const at = new Date(time).getTime();
  if (Number.isNaN(at)) return '';
  const diff = new Date(now).getTime() - at;
  if (diff < MINUTE) return text(locale, 'justNow');
  if (diff < HOUR) return text(locale, 'minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return text(locale, 'hoursAgo', { count: Math.floor(diff / HOUR) });
  return formatDate(at, utcOffsetMinutes);
}

/** Whether `formatRelativeTime` words this time (under a day old) rather than giving its date. */
export function isRecentTime(time: Date | string | number, now: Date | number = Date.now()): boolean {
  return new Date(now).getTime() - new Date(time).getTime() < DAY;
}

/** YYYY-MM-DD in the given UTC offset. */
export function formatDate(time: Date | string | number, utcOffsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const shifted = new Date(new Date(time).getTime() + utcOffsetMinutes * MINUTE);
  const y = shifted.getUTCFullYear();
  const m = String(shifted.getUTCMonth() + 1).padStart(2, '0');
  const d = String(shifted.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
