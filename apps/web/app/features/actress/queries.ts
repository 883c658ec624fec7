/** The actress pages' queries: tag filters, one actress, her personal state, and the paged lists. */
import { ContentType, api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { ACTRESS_SORT_VALUES, type ActressSort, type MediaSort } from '../../shared/lib/sorts.ts';
import { choiceParam, idParam } from '../../shared/navigation/params.ts';
import { apiKey, apiPages, apiQuery, personalQuery, samePage } from '../../shared/query/api-query.ts';

const ACTRESS_PAGE_SIZE = 30;

export const actressTagsQuery = (client: ApiClient | null) => apiQuery(client, api.tagCategories, { contentType: ContentType.actress });
export const actressQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.actressDetail, { id });
export const actressStateQuery = (client: ApiClient | null, token: string | null, id: number) => personalQuery(client, token, api.actressState, { id });
/** Whoever is signed in. */
export const actressStateKey = (id: number) => apiKey(api.actressState, { id });

/** The actress list's filter and sort, from its URL. */
export function readActressListParams(params: URLSearchParams) {
  return { tid: idParam(params, 'tid'), tagCateId: idParam(params, 'tagCateId'), sort: choiceParam(params, 'sort', ACTRESS_SORT_VALUES, 'hot') };
}

/** Actresses of a tag, else of a tag category, else all. */
export const actressPages = (client: ApiClient | null, filter: { tid: number | null; tagCateId: number | null; sort: ActressSort }) =>
  apiPages(
    client,
    api.actressList,
    { tagId: filter.tid ?? undefined, tagCateId: filter.tid ? undefined : (filter.tagCateId ?? undefined), sort: filter.sort, pageSize: ACTRESS_PAGE_SIZE },
    samePage,
  );

export const actressMediaPages = (client: ApiClient | null, actressId: number, sort: MediaSort) => apiPages(client, api.mediaList, { actressId, sort }, samePage);
