/**
 * Relative time (spec section 9): under a minute 刚刚, under an hour N分钟前, under a day N小时前, older the full
 * date. The date is shown in a fixed UTC offset (China by default) so server and browser render the same text.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const CHINA_UTC_OFFSET_MINUTES = 480;

export function formatRelativeTime(
  time: Date | string | number,
  now: Date | number = Date.now(),
  utcOffsetMinutes = CHINA_UTC_OFFSET_MINUTES,
): string {
  const at = new Date(time).getTime();
  if (Number.isNaN(at)) return '';
  const diff = new Date(now).getTime() - at;
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return formatDate(at, utcOffsetMinutes);
}

/** YYYY-MM-DD in the given UTC offset. */
export function formatDate(time: Date | string | number, utcOffsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const shifted = new Date(new Date(time).getTime() + utcOffsetMinutes * MINUTE);
  const y = shifted.getUTCFullYear();
  const m = String(shifted.getUTCMonth() + 1).padStart(2, '0');
  const d = String(shifted.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
