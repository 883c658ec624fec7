/** A creator's page: who they are (the first page's answer) and their public works page by page. */
import { api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiPages, apiQuery } from '../../shared/query/api-query.ts';

const CREATOR_PAGE_SIZE = 20;

export const creatorQuery = (client: ApiClient | null, uid: number) => apiQuery(client, api.worksUser, { uid, page: 1, pageSize: CREATOR_PAGE_SIZE });
export const creatorMediaPages = (client: ApiClient | null, uid: number) => apiPages(client, api.worksUser, { uid, pageSize: CREATOR_PAGE_SIZE }, (answer) => answer.media);
