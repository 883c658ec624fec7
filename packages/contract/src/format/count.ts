import type { Locale } from '../i18n/types.ts';

/**
 * View, like and collect counts (spec section 9): 1000 and above as K with one decimal, 10000 and above as
 * W (万) with one decimal. The decimal is truncated, not rounded, so 9999 reads 9.9K rather than a misleading
 * 10.0K. English readers do not count in 万: en-US goes K up to a million, then M.
 */
export function formatCount(value: number, locale: Locale = 'zh-CN'): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const n = Math.floor(value);
  if (locale === 'en-US') {
    if (n >= 1_000_000) return `${oneDecimal(n, 1_000_000)}M`;
    if (n >= 1_000) return `${oneDecimal(n, 1_000)}K`;
    return String(n);
  }
  if (n >= 10_000) return `${oneDecimal(n, 10_000)}W`;
  if (n >= 1_000) return `${oneDecimal(n, 1_000)}K`;
  return String(n);
}

/** n / unit truncated to one decimal, in integers so no floating-point drift rounds 9.99 up to 10.0. */
function oneDecimal(n: number, unit: number): string {
  const tenths = Math.floor((n * 10) / unit);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
