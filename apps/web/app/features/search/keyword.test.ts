import { SEARCH_KEYWORD_MAX } from '@md/contract/client';
import { describe, expect, it } from 'vitest';
import { searchKeyword } from './keyword.ts';
import { readSearchParams } from './queries.ts';

describe("a search address's keyword", () => {
  it('is trimmed and kept whole up to the limit', () => {
    expect(searchKeyword('  海边  ')).toBe('海边');
    expect(searchKeyword(null)).toBe('');
    const full = '海'.repeat(SEARCH_KEYWORD_MAX);
    expect(searchKeyword(full)).toBe(full);
  });

  it('is cut to the limit when longer, never splitting a character made of two units', () => {
    expect(searchKeyword('海'.repeat(SEARCH_KEYWORD_MAX + 30))).toBe('海'.repeat(SEARCH_KEYWORD_MAX));
    const emoji = `${'a'.repeat(SEARCH_KEYWORD_MAX - 1)}😀tail`;
    expect(searchKeyword(emoji)).toBe('a'.repeat(SEARCH_KEYWORD_MAX - 1));
    expect(searchKeyword(`${'a'.repeat(SEARCH_KEYWORD_MAX - 1)} ${'b'.repeat(9)}`)).toBe('a'.repeat(SEARCH_KEYWORD_MAX - 1));
  });

  it('is what the results page reads', () => {
    expect(readSearchParams(new URLSearchParams({ keyword: 'x'.repeat(80) })).keyword).toHaveLength(SEARCH_KEYWORD_MAX);
  });
});
