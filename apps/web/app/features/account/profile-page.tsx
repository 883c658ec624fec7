/** /mine/profile: the avatar, the profile (nickname, gender, birthday, bio) and the password. */
import './profile.css';
import { api } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { PageSkeleton } from '../../shared/ui/page-skeleton.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { AvatarEditor, type PendingAvatar } from './avatar-editor.tsx';
import { ProfileField, useProfileSaved, type Profile } from './profile-parts.tsx';
import { PasswordForm } from './password-form.tsx';
import { userInfoQuery } from './profile-queries.ts';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const client = useApi();
  const token = useAppState((s) => s.token);
  const info = useQuery(userInfoQuery(client, token)).data;
  // A picture picked and not yet uploaded: 保存资料 keeps it with the rest.
  const pendingAvatar = useRef<PendingAvatar | null>(null);
  const onPending = useCallback((upload: PendingAvatar | null) => {
    pendingAvatar.current = upload;
  }, []);
  const beforeSave = useCallback(() => pendingAvatar.current?.() ?? Promise.resolve(true), []);
  return (
    <main className="page page--narrow profile">
      <h1 className="page__title">{t('title')}</h1>
      {info ? (
        <>
          <AvatarEditor avatar={info.avatar} nickname={info.nickname} onPending={onPending} />
          <ProfileForm key={info.id} profile={info} beforeSave={beforeSave} />
          <PasswordForm />
        </>
      ) : (
        <PageSkeleton />
      )}
    </main>
  );
}

const GENDERS = [
  ['secret', 'genderSecret'],
  ['male', 'genderMale'],
  ['female', 'genderFemale'],
] as const;

/** `beforeSave` runs first (the avatar picked with the form): when it answers false, nothing more is sent. */
export function ProfileForm({ profile, beforeSave }: { profile: Profile; beforeSave?: () => Promise<boolean> }) {
  const { t } = useTranslation('profile');
  const client = useApi();
  const saved = useProfileSaved();
  const [form, setForm] = useState({ nickname: profile.nickname, gender: profile.gender, birthday: profile.birthday ?? '', bio: profile.bio });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (beforeSave && !(await beforeSave())) return;
      // The nickname only when it changed: one the rules have since tightened against must not stop the rest saving.
      const { nickname, ...rest } = form;
      const changes = nickname === profile.nickname ? rest : form;
      saved(await client.call(api.userInfoModify, { ...changes, birthday: form.birthday || null }, { silent: true }));
      showToast(t('saved'));
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError(failure.tip);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="profile__card" onSubmit={submit} noValidate aria-labelledby="profile-details">
      <h2 id="profile-details" className="profile__heading">
        {t('details')}
      </h2>
      <ProfileField label={t('nickname')}>
        {(id) => <Input id={id} placeholder={t('nicknamePlaceholder')} value={form.nickname} onChange={(nickname) => setForm({ ...form, nickname })} autoComplete="nickname" />}
      </ProfileField>
      <fieldset className="profile-field profile__genders">
        <legend className="profile-field__label">{t('gender')}</legend>
        {GENDERS.map(([value, label]) => (
          <label key={value} className="profile__gender">
            <input type="radio" name="gender" value={value} checked={form.gender === value} onChange={() => setForm({ ...form, gender: value })} />
            <span>{t(label)}</span>
          </label>
        ))}
      </fieldset>
      <ProfileField label={t('birthday')}>
        {(id) => <input id={id} type="date" className="profile__date" max={today} value={form.birthday} onChange={(event) => setForm({ ...form, birthday: event.target.value })} />}
      </ProfileField>
      <ProfileField label={t('bio')}>
        {(id) => <TextArea id={id} placeholder={t('bioPlaceholder')} value={form.bio} onChange={(bio) => setForm({ ...form, bio })} rows={3} showCount maxLength={100} />}
      </ProfileField>
      <div className="profile__error" role={error ? 'alert' : undefined} data-testid="profile-error">
        {error ?? ''}
      </div>
      <FocusKeepingButton block color="primary" type="submit" busy={busy}>
        {t('save')}
      </FocusKeepingButton>
    </form>
  );
}
