/** The account area's lists and answers for /mine's own pages (points, leaderboard, comments). */
import { api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiPages, personalQuery, samePage } from '../../shared/query/api-query.ts';

export const ledgerPages = (client: ApiClient | null) => apiPages(client, api.userScoreList, {}, samePage);
export const myCommentPages = (client: ApiClient | null) => apiPages(client, api.commentMine, {}, samePage);

export const rankQuery = (client: ApiClient | null, token: string | null, period: 'day' | 'all') => personalQuery(client, token, api.userScoreRank, { period });
export const titleQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.userTitle, {});
export const certQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.userIsCert, {});
export const onlineQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.userOnlineTime, {});
export const balanceQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.userScoreList, { pageSize: 1 });
