/** The signed-in user's own answers: user/info (profile, points, level) and today's check-in state. */
import { api } from '@md/contract/client';
import type { ApiClient } from '../../shared/api/client.ts';
import { personalQuery } from '../../shared/query/api-query.ts';

export const userInfoQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.userInfo, {});

/** The same key as the check-in card's, so both read one answer. */
export const checkinStateQuery = (client: ApiClient | null, token: string | null) => personalQuery(client, token, api.checkinGave, {});
