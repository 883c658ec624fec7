/**
 * The publish form's pictures: each picked file is uploaded at once through upload/img with its own progress;
 * a failed one can be retried; any can be moved or removed before sending. Uploaded ones carry their path.
 */
import { POST_IMAGES_MAX, UPLOAD_MAX_BYTES, api, catalogues } from '@md/contract/client';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { showToast } from '../../shared/ui/toast.ts';

export interface PickedImage {
  key: string;
  /** Set while the file is on this device only (a preview URL); gone for pictures restored from a draft. */
  file?: File;
  preview?: string;
  path?: string;
  /** 0..1 while uploading; null when done or failed. */
  progress: number | null;
  error?: string;
}

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';
let counter = 0;
const nextKey = () => `img${Date.now()}-${++counter}`;

export const restoredImages = (paths: string[]): PickedImage[] => paths.map((path) => ({ key: nextKey(), path, progress: null }));

type Update = (key: string, change: Partial<PickedImage>) => void;

export function ImageUploads({ images, setImages }: { images: PickedImage[]; setImages: (update: (images: PickedImage[]) => PickedImage[]) => void }) {
  const { t } = useTranslation('post');
  const { locale } = useLanguage();
  const client = useApi();
  const inputId = useId();
  const previews = useRef(new Set<string>());

  // Preview URLs are released when the form goes away.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update: Update = (key, change) => setImages((list) => list.map((image) => (image.key === key ? { ...image, ...change } : image)));

  async function upload(image: PickedImage) {
    if (!image.file) return;
    update(image.key, { progress: 0, error: undefined });
    try {
      const formData = new FormData();
      formData.append('file', image.file);
      const stored = await client.call(api.uploadImg, undefined, { formData, silent: true, onUploadProgress: (fraction) => update(image.key, { progress: fraction }) });
      update(image.key, { path: stored.path, progress: null });
    } catch (failure) {
      update(image.key, { progress: null, error: isApiCallError(failure) ? failure.tip : t('uploadFailed') });
    }
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = POST_IMAGES_MAX - images.length;
    if (files.length > room) showToast(t('tooManyImages', { max: POST_IMAGES_MAX }));
    const picked = files.slice(0, Math.max(room, 0)).map((file): PickedImage => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return file.size > UPLOAD_MAX_BYTES
        ? { key: nextKey(), file, preview, progress: null, error: catalogues[locale].uploadTooLarge }
        : { key: nextKey(), file, preview, progress: 0 };
    });
    setImages((list) => [...list, ...picked]);
    for (const image of picked) if (!image.error) void upload(image);
  }

  const move = (index: number, by: -1 | 1) =>
    setImages((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const remove = (key: string) => setImages((list) => list.filter((image) => image.key !== key));

  return (
    <fieldset className="publish__images">
      <legend>{t('images', { max: POST_IMAGES_MAX })}</legend>
      <ol className="publish__image-list" data-testid="publish-images">
        {images.map((image, index) => (
          <li key={image.key} className="publish__image" data-testid="publish-image" data-state={image.path ? 'done' : image.error ? 'failed' : 'uploading'}>
            <span className="publish__image-box">
              {image.preview ? (
                <img src={image.preview} alt={t('imageAlt', { index: index + 1 })} />
              ) : (
                <CodecImage path={image.path} alt={t('imageAlt', { index: index + 1 })} ratio="1 / 1" />
              )}
              {image.progress !== null && (
                <span className="publish__progress">
                  <progress max={1} value={image.progress} aria-label={t('uploadingImage', { percent: Math.round(image.progress * 100) })} />
                  <span aria-live="polite">{t('uploadingImage', { percent: Math.round(image.progress * 100) })}</span>
                </span>
              )}
              {image.error && (
                <span className="publish__image-error" role="alert">
                  {image.error}
                </span>
              )}
            </span>
            <span className="publish__image-actions">
              <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('moveEarlier', { index: index + 1 })}>
                ‹
              </button>
              <button type="button" onClick={() => move(index, 1)} disabled={index === images.length - 1} aria-label={t('moveLater', { index: index + 1 })}>
                ›
              </button>
              {image.error && image.file && (
                <button type="button" onClick={() => void upload(image)} aria-label={t('retryImage', { index: index + 1 })}>
                  ↻
                </button>
              )}
              <button type="button" onClick={() => remove(image.key)} aria-label={t('removeImage', { index: index + 1 })}>
                ×
              </button>
            </span>
          </li>
        ))}
      </ol>
      {images.length < POST_IMAGES_MAX && (
        <>
          <input id={inputId} type="file" accept={ACCEPTED} multiple className="visually-hidden" onChange={pick} />
          <label htmlFor={inputId} className="publish__pick">
            {t('addImages')}
          </label>
        </>
      )}
    </fieldset>
  );
}
