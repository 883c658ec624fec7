/**
 * /post's publish tab: text with its counter, pictures, tags, price; the draft survives a reload. In thread mode
 * (/post?kind=thread) it writes a discussion thread: the same form without a price.
 */
import './post.css';
import { POST_IMAGES_MAX, POST_TAGS_MAX, POST_TEXT_MAX, POST_TEXT_MIN, api, type PostKind } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { PicturePicker } from '../../shared/picture-picker/picture-picker.tsx';
import { picturePaths, picturesBusy, restoredPictures, type Picture } from '../../shared/picture-picker/pictures.ts';
import { apiKey } from '../../shared/query/api-query.ts';
import { PriceInput } from '../../shared/ui/price-input.tsx';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { postPath } from './post-card.tsx';
import { postTagsQuery } from './queries.ts';
import { clearDraft, readDraft, useKeptDraft } from './use-draft.ts';

export function PublishForm({ kind = 'post' }: { kind?: PostKind }) {
  const thread = kind === 'thread';
  const { t } = useTranslation('post');
  const client = useApi();
  const browserClient = useBrowserApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const textId = useId();
  const priceId = useId();
  const [initial] = useState(readDraft);
  const [text, setText] = useState(initial.text);
  const [images, setImages] = useState<Picture[]>(() => restoredPictures(initial.images));
  const [tagIds, setTagIds] = useState<number[]>(initial.tagIds);
  const [price, setPrice] = useState(initial.price);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tags = useQuery({ ...postTagsQuery(browserClient), enabled: browserClient !== null });

  const uploaded = picturePaths(images);
  const kept = useKeptDraft({ text, images: uploaded, tagIds, price });

  const length = text.trim().length;
  const uploading = picturesBusy(images);
  const toggleTag = (id: number) =>
    setTagIds((list) => (list.includes(id) ? list.filter((x) => x !== id) : list.length >= POST_TAGS_MAX ? list : [...list, id]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field submits even while the button says it is unavailable.
    if (sending || length < POST_TEXT_MIN) return;
    if (uploading) return setError(t('waitUploads'));
    setError(null);
    setSending(true);
    try {
      const post = await client.call(api.postPublish, { text, images: uploaded, tagIds, price: thread ? 0 : price, kind }, { silent: true });
      clearDraft();
      setText('');
      setImages([]);
      setTagIds([]);
      setPrice(0);
      void queryClient.invalidateQueries({ queryKey: apiKey(api.postMine) });
      if (thread) void queryClient.invalidateQueries({ queryKey: apiKey(api.postDiscuss) });
      showToast(t('published'));
      void navigate(postPath(post.id));
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError(failure.tip);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="publish" onSubmit={submit} aria-label={thread ? t('newThread') : t('publish')} noValidate>
      {thread && <p className="publish__mode">{t('threadMode')}</p>}
      <label htmlFor={textId} className="publish__label">
        {t('textLabel')}
      </label>
      <textarea
        id={textId}
        className="publish__text"
        value={text}
        maxLength={POST_TEXT_MAX}
        rows={6}
        placeholder={t('textPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${textId}-count`}
      />
      <div id={`${textId}-count`} className={`publish__counter${length > 0 && length < POST_TEXT_MIN ? ' publish__counter--short' : ''}`} data-testid="publish-counter">
        {t('counter', { count: length, max: POST_TEXT_MAX })}
      </div>
      <PicturePicker pictures={images} setPictures={setImages} max={POST_IMAGES_MAX} label={t('images', { max: POST_IMAGES_MAX })} />
      <fieldset className="publish__tags">
        <legend>{t('tags', { max: POST_TAGS_MAX })}</legend>
        <div className="post-tags">
          {(tags.data ?? []).map((tag) => (
            <button key={tag.id} type="button" className="post-tag" aria-pressed={tagIds.includes(tag.id)} onClick={() => toggleTag(tag.id)}>
              {tag.name}
            </button>
          ))}
        </div>
      </fieldset>
      {!thread && (
        <>
          <label htmlFor={priceId} className="publish__label">
            {t('price')}
          </label>
          <PriceInput id={priceId} className="publish__price" value={price} onChange={setPrice} />
        </>
      )}
      <div className="publish__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
      <div className="publish__actions">
        {/* Said once there is something to keep (an empty form has no draft). */}
        <span className="publish__draft">{kept ? t('draftKept') : ''}</span>
        <FocusKeepingButton type="submit" color="primary" busy={sending} disabled={uploading || length < POST_TEXT_MIN}>
          {sending ? t('sending') : t('send')}
        </FocusKeepingButton>
      </div>
    </form>
  );
}
