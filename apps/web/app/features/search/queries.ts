/** Search's queries: hot searches, suggestions, and the three result lists; plus reading the results URL. */
import { api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { MEDIA_SORT_VALUES, type MediaSort } from '../../shared/lib/sorts.ts';
import { choiceParam } from '../../shared/navigation/params.ts';
import { searchKeyword } from './keyword.ts';
import { apiPages, apiQuery, samePage } from '../../shared/query/api-query.ts';

/** Batch 0 is the list itself; every "change batch" asks for the next one. */
export const hotSearchQuery = (client: ApiClient | null, batch: number) =>
  batch === 0 ? apiQuery(client, api.hotsearchList, {}) : apiQuery(client, api.hotsearchChangeOne, { batch });

export const suggestQuery = (client: ApiClient | null, keyword: string) => {
  const query = apiQuery(client, api.searchSuggest, { keyword });
  // Suggestions are a nicety: a failure shows nothing rather than a toast.
  return { ...query, queryFn: () => client!.call(api.searchSuggest, { keyword }, { silent: true }), enabled: query.enabled && keyword.length > 0 };
};

/** The first tab's list, shared by the page and the server render that fills it in advance. */
export const searchMediaPages = (client: ApiClient | null, keyword: string, sort: MediaSort) => apiPages(client, api.searchMedia, { keyword, sort }, samePage);
export const searchActressPages = (client: ApiClient | null, keyword: string) => apiPages(client, api.searchActress, { keyword }, samePage);
export const searchTagPages = (client: ApiClient | null, keyword: string) => apiPages(client, api.searchTag, { keyword }, samePage);

export function readSearchParams(params: URLSearchParams) {
  return {
    keyword: searchKeyword(params.get('keyword')),
    type: choiceParam(params, 'type', ['media', 'actress', 'tag'] as const, 'media'),
    sort: choiceParam<MediaSort>(params, 'sort', MEDIA_SORT_VALUES, 'hot'),
  };
}
