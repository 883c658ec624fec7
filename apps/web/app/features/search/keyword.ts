import { SEARCH_KEYWORD_MAX } from '@md/contract/client';

/**
 * The keyword of an address, cut to what a search takes: a longer one (typed into the address, or a link from
 * elsewhere) is searched for its first SEARCH_KEYWORD_MAX units, as the box would have let it be typed, instead of
 * an error page whose 重新加载 could never succeed. A surrogate pair is not split.
 */
export function searchKeyword(raw: string | null): string {
  const keyword = (raw ?? '').trim();
  if (keyword.length <= SEARCH_KEYWORD_MAX) return keyword;
  const cut = keyword.slice(0, SEARCH_KEYWORD_MAX);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}
