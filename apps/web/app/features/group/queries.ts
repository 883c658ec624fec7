/** The group feature's calls: the list, one group (as anyone sees it, and with the caller's membership), its tabs. */
import { api, type BrandKind } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiKey, apiPages, apiQuery, personalQuery, samePage } from '../../shared/query/api-query.ts';

/** The group page's tabs, in order: the three kinds of content, then the members' posts. */
export const GROUP_TABS = ['news', 'offering', 'recruitment', 'posts'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

const BRAND_CALLS = { news: api.brandInformation, offering: api.brandOffering, recruitment: api.brandRecruitment } as const;

export const groupPages = (client: ApiClient | null) => apiPages(client, api.groupList, {}, samePage);
/** The group as anyone sees it (the server render prefetches it). */
export const groupQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.groupDetail, { id });
/** The same call with the session: whether the caller is a member, and the live count. */
export const membershipQuery = (client: ApiClient | null, token: string | null, id: number) => personalQuery(client, token, api.groupDetail, { id });
export const membershipKey = (id: number) => apiKey(api.groupDetail, { id });
export const brandPages = (client: ApiClient | null, kind: BrandKind, groupId: number) => apiPages(client, BRAND_CALLS[kind], { groupId }, samePage);
export const brandItemQuery = (client: ApiClient | null, id: number) => apiQuery(client, api.brandDetail, { id });
export const groupPostPages = (client: ApiClient | null, id: number) => apiPages(client, api.groupPosts, { id }, samePage);

export const groupPath = (id: number, tab?: GroupTab) => `/groupDetail?id=${id}${tab && tab !== 'news' ? `&tab=${tab}` : ''}`;
export const itemPath = (groupId: number, tab: GroupTab, item: number) => `${groupPath(groupId, tab)}&item=${item}`;
