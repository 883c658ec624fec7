/**
 * The avatar: pick a picture, see it as it will be cropped (a centred square), upload it with its progress, then
 * user/avatar makes the square copy the site keeps. The picture never leaves the device before "upload".
 */
import { UPLOAD_MAX_BYTES, api, catalogues } from '@md/contract/client';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { useProfileSaved } from './profile-parts.tsx';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/** Uploads the picked picture and keeps it; answers whether it was kept (a failure is said in the avatar's card). */
export type PendingAvatar = () => Promise<boolean>;

/**
 * `onPending` hears, while a picture is picked but not yet uploaded, how to upload it (and null once there is none):
 * the profile form's 保存资料 keeps it too, as a person pressing the page's save expects.
 */
export function AvatarEditor({ avatar, nickname, onPending }: { avatar: string | null; nickname: string; onPending?: (upload: PendingAvatar | null) => void }) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const client = useApi();
  const saved = useProfileSaved();
  const inputId = useId();
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL lives as long as the pick.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(file.size > UPLOAD_MAX_BYTES ? catalogues[locale].uploadTooLarge : null);
    if (file.size > UPLOAD_MAX_BYTES) return;
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  /** `quiet`: the profile form's save says it once for both. */
  async function upload(quiet = false): Promise<boolean> {
    // Nothing picked, or its upload already running (it ends by itself): the form's save goes on.
    if (!picked || busy) return true;
    setError(null);
    setProgress(0);
    try {
      const formData = new FormData();
      formData.append('file', picked.file);
      const stored = await client.call(api.uploadImg, undefined, { formData, silent: true, onUploadProgress: setProgress });
      setProgress(1);
      saved(await client.call(api.userAvatar, { path: stored.path }, { silent: true }));
      setPicked(null);
      if (!quiet) showToast(t('avatarSaved'));
      return true;
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError(failure.tip);
      return false;
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  // The latest upload (its picture, whether one runs) for the form's save.
  const latestUpload = useRef(upload);
  useEffect(() => {
    latestUpload.current = upload;
  });
  useEffect(() => {
    onPending?.(picked ? () => latestUpload.current(true) : null);
    return () => onPending?.(null);
  }, [picked, onPending]);
  return (
    <section className="profile__card profile__avatar" aria-labelledby="profile-avatar">
      <h2 id="profile-avatar" className="profile__heading">
        {t('avatar')}
      </h2>
      <div className="profile__avatar-row">
        <div className="profile__avatar-box">
          {picked ? (
            <img src={picked.url} alt={t('avatarPreview')} className="profile__avatar-preview" data-testid="avatar-preview" />
          ) : avatar ? (
            <CodecImage path={avatar} alt={t('currentAvatar')} ratio="1 / 1" round className="profile__avatar-current" />
          ) : (
            <UserAvatar user={{ nickname, avatar: null }} />
          )}
        </div>
        <div className="profile__avatar-actions">
          <input id={inputId} type="file" accept={ACCEPTED} className="visually-hidden" onChange={pick} disabled={busy} />
          <label htmlFor={inputId} className="profile__pick">
            {t('chooseAvatar')}
          </label>
          {picked && (
            <div className="profile__avatar-buttons">
              <FocusKeepingButton size="small" color="primary" onClick={() => void upload()} busy={busy}>
                {t('uploadAvatar')}
              </FocusKeepingButton>
              <FocusKeepingButton size="small" onClick={() => setPicked(null)} disabled={busy}>
                {t('cancel')}
              </FocusKeepingButton>
            </div>
          )}
        </div>
      </div>
      {busy && (
        <div className="profile__progress">
          <progress max={1} value={progress} aria-label={t('uploading', { percent: Math.round(progress * 100) })} />
          <span aria-live="polite">{t('uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      <div className="profile__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
    </section>
  );
}
