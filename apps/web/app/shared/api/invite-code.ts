/**
 * Sharing an item with the signed-in user's invite code in its link (the share page's `pc`). The code is asked once
 * per session and only for registered users: a guest's shares carry no code, so browsing never makes codes for
 * every guest. The code is fetched ahead when the page shows, and a press that comes before it has arrived waits
 * for it (a link without it would credit nobody), falling back to a link without the code if the call fails.
 */
import { api } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { personalQuery } from '../query/api-query.ts';
import { useAppState } from '../stores/app-store.ts';
import { useIsRegistered } from '../stores/user-store.ts';
import { share, type SharedItem } from '../lib/share.ts';
import { useBrowserApi } from './api-context.tsx';

/** A press handler that shares `item` (titled `title`) with the invite code in its link once the code is known. */
export function useShareItem(): (title: string, item: Omit<SharedItem, 'pc'>) => Promise<void> {
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const registered = useIsRegistered();
  const queryClient = useQueryClient();
  const options = { ...personalQuery(client, token, api.userShareqr, {}), staleTime: Infinity, enabled: Boolean(client && token && registered) };
  useQuery(options);
  return async (title, item) => {
    let pc: string | null = null;
    if (options.enabled) {
      pc = await queryClient
        .ensureQueryData({ queryKey: options.queryKey, queryFn: options.queryFn, staleTime: Infinity })
        .then((poster) => poster.affCode)
        .catch(() => null);
    }
    await share(title, { ...item, pc });
  };
}
