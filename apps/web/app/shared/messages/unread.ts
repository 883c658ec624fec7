/**
 * The caller's unread message counts, live (decision 0048): one query (message/hasnew) that the header, the tab bar
 * and the message centre read, kept fresh by the signed event stream while the page is visible; when the stream
 * cannot open or breaks, by polling instead. Both stop while the tab is hidden and resume when it is shown.
 */
import { MESSAGE_POLL_MS, api, type RouteResponse } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBrowserApi } from '../api/api-context.tsx';
import { useAppState } from '../stores/app-store.ts';
import { useIsRegistered } from '../stores/user-store.ts';

export type UnreadCounts = RouteResponse<typeof api.messageHasNew>;

export const unreadKey = (token: string | null) => [api.messageHasNew.path, token] as const;

/** The counts, or null for a guest or before the first answer. */
export function useUnreadCounts(): UnreadCounts | null {
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const registered = useIsRegistered();
  const query = useQuery({
    queryKey: unreadKey(token),
    enabled: client !== null && token !== null && registered,
    staleTime: MESSAGE_POLL_MS,
    queryFn: () => client!.call(api.messageHasNew, {}, { silent: true }),
  });
  return registered ? (query.data ?? null) : null;
}

/** Keeps the counts live; mounted once, in the app shell. */
export function useLiveUnread() {
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const registered = useIsRegistered();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!client || !token || !registered) return;
    const key = unreadKey(token);
    let controller: AbortController | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const startPolling = () => {
      if (poll) return;
      poll = setInterval(() => void queryClient.invalidateQueries({ queryKey: key }), MESSAGE_POLL_MS);
    };
    const stop = () => {
      controller?.abort();
      controller = null;
      stopPolling();
      if (retry) clearTimeout(retry);
      retry = null;
    };
    const start = () => {
      stop();
      if (document.visibilityState === 'hidden') return;
      const mine = new AbortController();
      controller = mine;
      client
        .stream(api.messageStream, {}, (counts) => {
          stopPolling();
          queryClient.setQueryData(key, counts);
        }, mine.signal)
        .catch(() => undefined)
        .finally(() => {
          if (controller !== mine) return;
          // The stream ended or never opened: poll meanwhile, and try the stream again later.
          startPolling();
          void queryClient.invalidateQueries({ queryKey: key });
          retry = setTimeout(start, MESSAGE_POLL_MS * 2);
        });
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [client, token, registered, queryClient]);
}

/** A small dot that says there is something unread, with its count for screen readers. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
