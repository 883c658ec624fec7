/** What the profile screen's parts share: a labelled field, and storing a changed profile everywhere it shows. */
import type { api, RouteResponse } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useAppState } from '../../shared/stores/app-store.ts';
import { setUserInfo, userStore } from '../../shared/stores/user-store.ts';
import { userInfoQuery } from './profile-queries.ts';

export type Profile = RouteResponse<typeof api.userInfoModify>;

/** After a change: the answer goes into user/info's cache and the stored user (the header and the menus read it). */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  const token = useAppState((s) => s.token);
  return (profile: Profile) => {
    queryClient.setQueryData(userInfoQuery(null, token).queryKey, (old) => (old ? { ...old, ...profile } : old));
    void queryClient.invalidateQueries({ queryKey: userInfoQuery(null, token).queryKey });
    const stored = userStore.getState().userInfo;
    if (stored) setUserInfo({ ...stored, nickname: profile.nickname, avatar: profile.avatar });
  };
}

export function ProfileField({ label, error, children }: { label: string; error?: string | null; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="profile-field">
      <label htmlFor={id} className="profile-field__label">
        {label}
      </label>
      <div className="profile-field__control field-box">{children(id)}</div>
      {error !== undefined && (
        <div className="profile-field__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </div>
      )}
    </div>
  );
}

