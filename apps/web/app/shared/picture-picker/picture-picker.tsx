/**
 * Picks several pictures at once (and more, up to `max`), shows them at once, uploads them through upload/images
 * with each one's progress, and lets a person retry a failed one, remove any and change the order: by dragging on
 * a desktop, by the move buttons with a keyboard or a screen reader. The owner keeps the list (a form's state).
 */
import './picture-picker.css';
import { UPLOAD_MAX_BYTES, catalogues } from '@md/contract/client';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { CodecImage } from '../image/codec-image.tsx';
import { useLanguage, useTranslation } from '../i18n/index.ts';
import { showToast } from '../ui/toast.ts';
import { moveItem } from './batch.ts';
import { pictureKey, type Picture, type SetPictures } from './pictures.ts';
import { usePictureUploads } from './use-picture-uploads.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';
/** Progress is announced in steps of this many percent, not at every event. */
const ANNOUNCE_STEP = 25;

interface Props {
  pictures: Picture[];
  setPictures: SetPictures;
  max: number;
  /** The group's name (a legend), e.g. "图片（最多9张）". */
  label: string;
}

export function PicturePicker({ pictures, setPictures, max, label }: Props) {
  const { t } = useTranslation('picker');
  const { locale } = useLanguage();
  const previews = useRef(new Set<string>());
  const dragFrom = useRef<number | null>(null);
  /** A picture moved by its 前移/后移: that button of the moved picture keeps the focus once it is drawn again. */
  const movedBy = useRef<{ key: string; direction: 'earlier' | 'later' } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const [message, setMessage] = useState('');
  const { send, retry } = usePictureUploads(setPictures);

  // React puts a moved tile back into the list, which can drop the focus of the button pressed; its own button (renamed
  // with its new place) takes it back, so the keyboard can press it again.
  useEffect(() => {
    const moved = movedBy.current;
    movedBy.current = null;
    if (!moved) return;
    const tile = [...(list.current?.children ?? [])].find((el) => el instanceof HTMLElement && el.dataset.key === moved.key);
    tile?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`)?.focus();
  }, [pictures]);

  // Preview URLs still held are released when the picker goes away.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = Math.max(max - pictures.length, 0);
    if (files.length > room) showToast(t('tooMany', { max }));
    const picked = files.slice(0, room).map((file): Picture => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      // Too large is known here: no need to send it to be told.
      return file.size > UPLOAD_MAX_BYTES
        ? { key: pictureKey(), file, preview, state: 'failed', progress: 0, error: catalogues[locale].uploadTooLarge, local: true }
        : { key: pictureKey(), file, preview, state: 'waiting', progress: 0 };
    });
    if (picked.length === 0) return;
    setPictures((list) => [...list, ...picked]);
    void send(picked.filter((picture) => picture.state === 'waiting'));
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= pictures.length || from === to) return;
    setPictures((list) => moveItem(list, from, to));
    setMessage(t('moved', { from: from + 1, to: to + 1 }));
  }

  function moveBy(picture: Picture, index: number, direction: 'earlier' | 'later') {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    if (to < 0 || to >= pictures.length) return;
    movedBy.current = { key: picture.key, direction };
    move(index, to);
  }

  function remove(picture: Picture, index: number) {
    if (picture.preview) {
      URL.revokeObjectURL(picture.preview);
      previews.current.delete(picture.preview);
    }
    setPictures((list) => list.filter((p) => p.key !== picture.key));
    setMessage(t('removed', { index: index + 1 }));
  }

  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragFrom.current !== null) move(dragFrom.current, index);
    dragFrom.current = null;
  };

  return (
    <fieldset className="picture-picker">
      <legend>{label}</legend>
      <ol ref={list} className="picture-picker__list" data-testid="picture-list">
        {pictures.map((picture, index) => (
          <li
            key={picture.key}
            className="picture-picker__tile"
            data-testid="picture-tile"
            data-key={picture.key}
            data-state={picture.state}
            aria-label={t('tile', { index: index + 1, status: statusText(t, picture) })}
            draggable
            onDragStart={(event) => {
              dragFrom.current = index;
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', picture.key);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={drop(index)}
            onDragEnd={() => (dragFrom.current = null)}
          >
            <span className="picture-picker__box">
              {picture.preview ? (
                <img src={picture.preview} alt={t('picture', { index: index + 1 })} draggable={false} />
              ) : (
                <CodecImage path={picture.path} alt={t('picture', { index: index + 1 })} ratio="1 / 1" />
              )}
              {(picture.state === 'waiting' || picture.state === 'uploading') && (
                <span className="picture-picker__progress">
                  <progress max={100} value={Math.round(picture.progress * 100)} aria-label={t('progressLabel', { index: index + 1 })} />
                  <span data-testid="picture-status">{statusText(t, picture)}</span>
                </span>
              )}
              {picture.state === 'failed' && (
                <span className="picture-picker__error" data-testid="picture-error">
                  {picture.error ?? t('failed')}
                </span>
              )}
            </span>
            <span className="picture-picker__actions">
              {/* Unavailable at the ends, not disabled: a press that moved a picture there keeps its focus (0094). As
                  focusKeepingProps would write it, inline: the handler sets a ref, which the compiler's lint refuses
                  in a closure handed to a helper during render; moveBy refuses a move past an end. */}
              <button
                type="button"
                data-move="earlier"
                onClick={() => moveBy(picture, index, 'earlier')}
                aria-disabled={index === 0 || undefined}
                aria-label={t('moveEarlier', { index: index + 1 })}
              >
                ‹
              </button>
              <button
                type="button"
                data-move="later"
                onClick={() => moveBy(picture, index, 'later')}
                aria-disabled={index === pictures.length - 1 || undefined}
                aria-label={t('moveLater', { index: index + 1 })}
              >
                ›
              </button>
              <button type="button" onClick={() => remove(picture, index)} aria-label={t('removeLabel', { index: index + 1 })}>
                ×
              </button>
            </span>
            {picture.state === 'failed' && picture.file && !picture.local && (
              <button type="button" className="picture-picker__retry" onClick={() => void retry(picture)} aria-label={t('retryLabel', { index: index + 1 })}>
                {t('retry')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {pictures.length < max && (
        // The field is inside its label, unseen over it: the label shows the keyboard's place (theme.css), and a
        // focus scrolls the label into view, not a point elsewhere in the form.
        <label className="picture-picker__pick">
          <input type="file" accept={ACCEPTED} multiple className="picture-picker__input" onChange={pick} />
          {pictures.length === 0 ? t('add') : t('addMore', { count: pictures.length, max })}
        </label>
      )}
      {pictures.length > 1 && <p className="picture-picker__hint">{t('orderHint')}</p>}
      <p className="visually-hidden" aria-live="polite" data-testid="picture-announcer">
        {summary(t, pictures)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {message}
      </p>
    </fieldset>
  );
}

type T = ReturnType<typeof useTranslation<'picker'>>['t'];

function statusText(t: T, picture: Picture): string {
  switch (picture.state) {
    case 'waiting':
      return t('waiting');
    case 'uploading':
      return t('uploading', { percent: Math.round(picture.progress * 100) });
    case 'done':
      return t('done');
    case 'failed':
      return picture.error ? t('failedWith', { tip: picture.error }) : t('failed');
  }
}

/** What the polite announcer says: the whole upload's progress in coarse steps, then how it ended. */
function summary(t: T, pictures: readonly Picture[]): string {
  const busy = pictures.filter((p) => p.state === 'waiting' || p.state === 'uploading');
  const failed = pictures.filter((p) => p.state === 'failed').length;
  const done = pictures.filter((p) => p.state === 'done').length;
  if (busy.length > 0) {
    const share = busy.reduce((sum, p) => sum + p.progress, 0) / busy.length;
    const percent = Math.floor((share * 100) / ANNOUNCE_STEP) * ANNOUNCE_STEP;
    return t('summaryUploading', { count: busy.length, percent });
  }
  if (failed > 0) return t('summaryFailed', { count: failed, done });
  return done > 0 ? t('summaryDone', { count: done }) : '';
}
