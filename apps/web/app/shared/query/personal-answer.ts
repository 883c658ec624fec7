/**
 * An answer personal to the session whose public form (what a guest sees) the server render has prefetched: the
 * page paints the public form at once, and the session's own answer replaces it when it arrives. Nothing personal
 * is ever shown from the public form: while it stands in, `isPlaceholderData` is true and the page keeps its
 * personal actions (pay, collect, support) disabled.
 */
import type { Route, RouteRequest, RouteResponse } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { apiKey, apiQuery, personalQuery } from './api-query.ts';

/** For the server loader: the public form under the key `usePersonalAnswer` reads. */
export const publicAnswerQuery = apiQuery;

/** `enabled`: whether it may be asked yet; `silent`: the page shows a failure itself (see `personalQuery`). */
export function usePersonalAnswer<R extends Route>(
  client: ApiClient | null,
  token: string | null,
  endpoint: R,
  input: RouteRequest<R>,
  { enabled = true, silent = false }: { enabled?: boolean; silent?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const options = personalQuery(client, token, endpoint, input, { silent });
  // Answers are data, never functions: the cast repeats TanStack's own guard (`T extends Function ? never : T`),
  // which TypeScript cannot resolve for a generic endpoint.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the guard's own test, not a callable type
  const publicForm = queryClient.getQueryData<RouteResponse<R>>(apiKey(endpoint, input)) as (RouteResponse<R> extends Function ? never : RouteResponse<R>) | undefined;
  const query = useQuery({ ...options, enabled: options.enabled && enabled, retry: false, placeholderData: publicForm });
  return { query, queryKey: options.queryKey };
}
