import { beforeAll, describe, expect, it } from 'vitest';
import { enUS } from '../i18n/en-US.ts';
import { registerCatalogue } from '../i18n/index.ts';
import { formatCount } from './count.ts';
import { formatDuration } from './duration.ts';
import { formatDate, formatRelativeTime, isRecentTime } from './relative-time.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [-5, '0'],
    [Number.NaN, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1.0K'],
    [1099, '1.0K'],
    [1100, '1.1K'],
    [9999, '9.9K'],
    [10000, '1.0W'],
    [10999, '1.0W'],
    [15500, '1.5W'],
    [99999, '9.9W'],
    [100000, '10.0W'],
    [123456789, '12345.6W'],
  ])('%d → %s', (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [-3, '00:00'],
    [9.9, '00:09'],
    [59, '00:59'],
    [60, '01:00'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [36000, '10:00:00'],
  ])('%d s → %s', (input, expected) => {
    expect(formatDuration(input)).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => now - ms;
  it.each([
    [0, '刚刚'],
    [59_999, '刚刚'],
    [60_000, '1分钟前'],
    [59 * 60_000 + 59_999, '59分钟前'],
    [3_600_000, '1小时前'],
    [23 * 3_600_000 + 3_599_999, '23小时前'],
    [24 * 3_600_000, '2026-03-09'],
  ])('%d ms ago → %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
    // Words for a recent time, the date after a day: what the pages' "…观看" / "… 观看" choose between.
    expect(isRecentTime(ago(ms), now)).toBe(!/\d$/.test(expected));
  });

  it('treats a time in the future as just now and ignores invalid input', () => {
    expect(formatRelativeTime(now + 5000, now)).toBe('刚刚');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('shows full dates in China time by default, in another offset on request', () => {
    expect(formatDate('2026-03-09T17:00:00Z')).toBe('2026-03-10');
    expect(formatDate('2026-03-09T17:00:00Z', 0)).toBe('2026-03-09');
  });
});

describe('formatters in English', () => {
  // English is registered when it is loaded (the server at start, the browser on demand).
  beforeAll(() => registerCatalogue('en-US', enUS));
  const now = Date.parse('2026-03-10T12:00:00Z');
  it.each([
    [0, 'just now'],
    [5 * 60_000, '5 min ago'],
    [3 * 3_600_000, '3 hr ago'],
    [24 * 3_600_000, '2026-03-09'],
  ])('%d ms ago → %s', (ms, expected) => {
    expect(formatRelativeTime(now - ms, now, undefined, 'en-US')).toBe(expected);
  });

  it.each([
    [999, '999'],
    [1500, '1.5K'],
    [15500, '15.5K'],
    [999_999, '999.9K'],
    [1_250_000, '1.2M'],
  ])('count %d → %s', (input, expected) => {
    expect(formatCount(input, 'en-US')).toBe(expected);
  });
});
