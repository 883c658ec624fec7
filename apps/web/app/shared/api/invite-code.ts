/**
 * The signed-in user's invite code, for the links they share (the share page's `pc`). Asked once per session and
 * only for registered users: a guest's shares carry no code, so browsing never makes codes for every guest.
 */
import { api } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { personalQuery } from '../query/api-query.ts';
import { useAppState } from '../stores/app-store.ts';
import { useIsRegistered } from '../stores/user-store.ts';
import { useBrowserApi } from './api-context.tsx';

export function useInviteCode(): string | null {
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const registered = useIsRegistered();
  const poster = useQuery({ ...personalQuery(client, token, api.userShareqr, {}), staleTime: Infinity, enabled: Boolean(client && token && registered) });
  return poster.data?.affCode ?? null;
}
