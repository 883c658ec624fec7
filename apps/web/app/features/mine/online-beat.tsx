/**
 * Online time: a heartbeat every ONLINE_BEAT_SECONDS while the page is visible, none while it is hidden; the server
 * credits only the time between beats (decision 0037). The answer refreshes the points page's figures.
 */
import { ONLINE_BEAT_SECONDS, api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { useAppState } from '../../shared/stores/app-store.ts';
import { onlineQuery } from './queries.ts';

export function OnlineBeat() {
  const client = useApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const beat = () =>
      client.call(api.userOnlineBeat, {}, { silent: true }).then(
        (answer) => queryClient.setQueryData(onlineQuery(client, token).queryKey, answer),
        () => undefined,
      );
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      if (document.visibilityState !== 'visible') return;
      void beat();
      timer = setInterval(beat, ONLINE_BEAT_SECONDS * 1000);
    };
    const onChange = () => (document.visibilityState === 'visible' ? start() : stop());
    start();
    document.addEventListener('visibilitychange', onChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [client, token, queryClient]);
  return null;
}
