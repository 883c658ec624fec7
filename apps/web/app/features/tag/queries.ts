/** The tag pages' queries: every category, one tag, and the videos or actresses of a tag or category. */
import { ContentType, api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { ACTRESS_SORT_VALUES, MEDIA_SORT_VALUES, type ActressSort, type MediaSort } from '../../shared/lib/sorts.ts';
import { choiceParam, idParam } from '../../shared/navigation/params.ts';
import { apiPages, apiQuery, samePage } from '../../shared/query/api-query.ts';

const TAG_ACTRESS_PAGE_SIZE = 30;

export interface TagFilter {
  tid: number | null;
  tagCateId: number | null;
}

/** A tag wins over a category when both are in the URL. */
const scope = (filter: TagFilter) => ({ tagId: filter.tid ?? undefined, tagCateId: filter.tid ? undefined : (filter.tagCateId ?? undefined) });

export const allTagsQuery = (client: ApiClient | null) => apiQuery(client, api.tagCategories, {});
export const tagQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.tagDetail, { id });
export const tagMediaPages = (client: ApiClient | null, filter: TagFilter, sort: MediaSort) => apiPages(client, api.mediaList, { ...scope(filter), sort }, samePage);
export const tagActressPages = (client: ApiClient | null, filter: TagFilter, sort: ActressSort) =>
  apiPages(client, api.actressList, { ...scope(filter), sort, pageSize: TAG_ACTRESS_PAGE_SIZE }, samePage);

/** The tag or category in the URL, and the content type it asks for (`contentType=8`: actresses). */
export function readTagParams(params: URLSearchParams) {
  return { filter: { tid: idParam(params, 'tid'), tagCateId: idParam(params, 'tagCateId') }, contentTypeParam: Number(params.get('contentType')) };
}

export type TagSort = { contentType: typeof ContentType.actress; value: ActressSort } | { contentType: typeof ContentType.media; value: MediaSort };

/** Actress tags (by the URL or by their category) list actresses with their sorts; every other tag videos. */
export function readTagSort(params: URLSearchParams, contentTypeParam: number, categoryContentType: number | undefined) {
  const contentType = contentTypeParam === ContentType.actress || categoryContentType === ContentType.actress ? ContentType.actress : ContentType.media;
  const sort: TagSort =
    contentType === ContentType.actress
      ? { contentType, value: choiceParam(params, 'sort', ACTRESS_SORT_VALUES, ACTRESS_SORT_VALUES[0]) }
      : { contentType, value: choiceParam(params, 'sort', MEDIA_SORT_VALUES, MEDIA_SORT_VALUES[0]) };
  return { contentType, sort };
}
