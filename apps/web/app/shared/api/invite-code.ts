/**
 * Sharing an item with the signed-in user's invite code in its link (the share page's `pc`). The code is asked once
 * per session and only for registered users: a guest's shares carry no code, so browsing never makes codes for
 * every guest. Until the code's answer has come the share button waits (`ready`), as the collect button waits for
 * the visitor's state: a link without the code would credit nobody, and awaiting it after the press could outlast
 * the moment a browser lets a press open the share sheet or write the clipboard. A failed answer shares without it.
 */
import { api } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { personalQuery } from '../query/api-query.ts';
import { useAppState } from '../stores/app-store.ts';
import { useIsRegistered } from '../stores/user-store.ts';
import { share, type SharedItem } from '../lib/share.ts';
import { useBrowserApi } from './api-context.tsx';

export interface ShareItem {
  /** Shares `item` (titled `title`) with the invite code in its link when there is one. */
  share: (title: string, item: Omit<SharedItem, 'pc'>) => Promise<void>;
  /** False until the session is known and, for a registered user, while the code is on its way. */
  ready: boolean;
}

export function useShareItem(): ShareItem {
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const registered = useIsRegistered();
  const enabled = Boolean(client && token && registered);
  const code = useQuery({ ...personalQuery(client, token, api.userShareqr, {}), staleTime: Infinity, enabled });
  const pc = code.data?.affCode ?? null;
  return {
    share: (title, item) => share(title, { ...item, pc }),
    // Not before the session is known either: until then a registered visitor looks like a guest.
    ready: Boolean(client && token) && (!enabled || !code.isPending),
  };
}
