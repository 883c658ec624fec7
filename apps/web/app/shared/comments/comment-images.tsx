/** Up to three pictures for a comment: each uploaded on pick (upload/img), shown small, removable before sending. */
import { COMMENT_MAX_IMAGES, UPLOAD_MAX_BYTES, api } from '@md/contract/client';
import { useId, useState, type ChangeEvent } from 'react';
import { useBrowserApi } from '../api/api-context.tsx';
import { CodecImage } from '../image/codec-image.tsx';
import { useTranslation } from '../i18n/index.ts';
import { requireSignIn } from '../stores/login-store.ts';
import { showToast } from '../ui/toast.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

export function CommentImagePicker({ paths, onChange }: { paths: string[]; onChange: (paths: string[]) => void }) {
  const { t } = useTranslation('comments');
  // Drawn by the server render too (for everyone, so the form has its shape from the start); used after hydration.
  const client = useBrowserApi();
  const inputId = useId();
  const [uploading, setUploading] = useState(0);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, COMMENT_MAX_IMAGES - paths.length);
    event.target.value = '';
    if (!client) return;
    if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return showToast(t('commentImageTooLarge'));
    setUploading((n) => n + files.length);
    const stored: string[] = [];
    await Promise.all(
      files.map(async (file) => {
        const formData = new FormData();
        formData.append('file', file);
        try {
          stored.push((await client.call(api.uploadImg, undefined, { formData })).path);
        } catch {
          // the request layer has shown why
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
    onChange([...paths, ...stored].slice(0, COMMENT_MAX_IMAGES));
  }

  return (
    <div className="comment-images">
      {paths.map((p, i) => (
        <div key={p} className="comment-images__item">
          <CodecImage path={p} alt={t('commentImage', { n: i + 1 })} ratio="1 / 1" />
          <button type="button" className="comment-images__remove" aria-label={t('removeImage', { n: i + 1 })} onClick={() => onChange(paths.filter((x) => x !== p))}>
            ×
          </button>
        </div>
      ))}
      {paths.length + uploading < COMMENT_MAX_IMAGES ? (
        <label className="comment-images__add" htmlFor={inputId} onClickCapture={(event) => requireSignIn() && event.preventDefault()}>
          {uploading > 0 ? t('uploadingImages') : t('addImages', { max: COMMENT_MAX_IMAGES })}
          <input id={inputId} className="comment-images__input" type="file" accept={ACCEPTED} multiple onChange={pick} />
        </label>
      ) : null}
    </div>
  );
}

/** A comment's pictures, as stored. */
export function CommentImages({ paths }: { paths: string[] }) {
  const { t } = useTranslation('comments');
  if (paths.length === 0) return null;
  return (
    <div className="comment-images comment-images--shown">
      {paths.map((p, i) => (
        <CodecImage key={p} path={p} alt={t('commentImage', { n: i + 1 })} ratio="1 / 1" />
      ))}
    </div>
  );
}
