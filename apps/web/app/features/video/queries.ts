/** The video page's queries: details, related videos, the visitor's own state (comments: shared/comments). */
import { api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiKey, apiQuery, personalQuery } from '../../shared/query/api-query.ts';

const RELATED_COUNT = 12;

export const detailQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.mediaDetail, { id });
export const relatedQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.mediaMaylike, { id, pageSize: RELATED_COUNT });
export const mediaStateQuery = (client: ApiClient | null, token: string | null, id: number) => personalQuery(client, token, api.mediaState, { id });
export const mediaStateKey = (id: number) => apiKey(api.mediaState, { id });
