/** A topic's queries: its first page (title, cover, type) and its items page by page. */
import { api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import type { MediaSort } from '../../shared/lib/sorts.ts';
import { apiPages, apiQuery } from '../../shared/query/api-query.ts';
import { MEDIA_SORT_VALUES } from '../../shared/lib/sorts.ts';

/** No sort in the URL means the topic's own order. */
export function topicSortParam(params: URLSearchParams): MediaSort | undefined {
  const raw = params.get('sort') as MediaSort | null;
  return raw && MEDIA_SORT_VALUES.includes(raw) ? raw : undefined;
}

export const topicQuery = (client: ApiClient | null, id: number, sort?: MediaSort) => apiQuery(client, api.topicDetail, { id, sort, page: 1 });
export const topicActressPages = (client: ApiClient | null, id: number) => apiPages(client, api.topicDetail, { id }, (t) => t.actresses);
export const topicMediaPages = (client: ApiClient | null, id: number, sort?: MediaSort) => apiPages(client, api.topicDetail, { id, sort }, (t) => t.media);
