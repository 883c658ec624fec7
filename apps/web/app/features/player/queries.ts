/** The player's queries: a window of a video's danmaku. */
import { api, type RouteRequest } from '@md/contract/client';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiKey } from '../../shared/query/api-query.ts';

/** Loaded in the background as the video plays: a failure is retried by the loader, never shown as a toast. */
export const danmakuWindowQuery = (client: ApiClient, input: RouteRequest<typeof api.danmakuList>) =>
  queryOptions({ queryKey: apiKey(api.danmakuList, input), queryFn: () => client.call(api.danmakuList, input, { silent: true }) });
export const danmakuKey = (mediaId: number) => apiKey(api.danmakuList, { mediaId });
