/**
 * Writing a review of a video or an actress: stars, title, text with its counter, pictures, tags; the draft (one
 * per subject) survives a reload. Sent, the review is pending and the author lands on it.
 */
import './review.css';
import { REVIEW_IMAGES_MAX, REVIEW_TAGS_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX, api, type ReviewSubject } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi, useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { PicturePicker } from '../../shared/picture-picker/picture-picker.tsx';
import { picturePaths, picturesBusy, restoredPictures, type Picture } from '../../shared/picture-picker/pictures.ts';
import { apiKey } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { CardGridSkeleton } from '../../shared/ui/states.tsx';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { reviewPath, reviewTagsQuery, subjectPath, subjectReviewsQuery } from './queries.ts';
import { StarsInput } from './stars.tsx';
import { clearReviewDraft, readReviewDraft, useKeptReviewDraft } from './use-review-draft.ts';

export function WriteReview({ type, id }: { type: ReviewSubject; id: number }) {
  const { t } = useTranslation('review');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const summary = useQuery({ ...subjectReviewsQuery(client, token, type, id), enabled: client !== null && id > 0, retry: false });
  if (id <= 0 || summary.isError) {
    return (
      <div data-testid="review-subject-missing">
        <h1 className="visually-hidden">{t('writeTitle')}</h1>
        <StateBlock kind="empty" title={t('subjectMissing')}>
          <Link to="/nav/reviews" className="state-block__action">
            {t('backToFeed')}
          </Link>
        </StateBlock>
      </div>
    );
  }
  if (!summary.data) {
    return (
      <>
        <h1 className="visually-hidden">{t('writeTitle')}</h1>
        <CardGridSkeleton count={2} />
      </>
    );
  }
  const { subject, mine } = summary.data;
  return (
    <>
      <h1 className="review-write__heading">
        <Link to={subjectPath(type, id)}>{t('writeFor', { name: subject.name })}</Link>
      </h1>
      {mine ? (
        <StateBlock kind="empty" title={t('myReview')}>
          <Link to={reviewPath(mine.id)} className="state-block__action">
            {t('myReview')}
          </Link>
        </StateBlock>
      ) : (
        <ReviewForm type={type} id={id} />
      )}
    </>
  );
}

function ReviewForm({ type, id }: { type: ReviewSubject; id: number }) {
  const { t } = useTranslation('review');
  const client = useApi();
  const browserClient = useBrowserApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [initial] = useState(() => readReviewDraft(type, id));
  const [rating, setRating] = useState(initial.rating);
  const [title, setTitle] = useState(initial.title);
  const [text, setText] = useState(initial.text);
  const [images, setImages] = useState<Picture[]>(() => restoredPictures(initial.images));
  const [tagIds, setTagIds] = useState<number[]>(initial.tagIds);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tags = useQuery({ ...reviewTagsQuery(browserClient), enabled: browserClient !== null });

  const uploaded = picturePaths(images);
  const kept = useKeptReviewDraft(type, id, { rating, title, text, images: uploaded, tagIds });

  const length = text.trim().length;
  const uploading = picturesBusy(images);
  const ready = rating > 0 && title.trim().length > 0 && length >= REVIEW_TEXT_MIN;
  const toggleTag = (tagId: number) =>
    setTagIds((list) => (list.includes(tagId) ? list.filter((x) => x !== tagId) : list.length >= REVIEW_TAGS_MAX ? list : [...list, tagId]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field submits even while the button says it is unavailable.
    if (sending || !ready) return;
    if (uploading) return setError(t('waitUploads'));
    setError(null);
    setSending(true);
    try {
      const review = await client.call(api.reviewPublish, { subjectType: type, subjectId: id, rating, title, text, images: uploaded, tagIds }, { silent: true });
      clearReviewDraft(type, id);
      void queryClient.invalidateQueries({ queryKey: apiKey(api.reviewSubject) });
      void queryClient.invalidateQueries({ queryKey: apiKey(api.reviewMine) });
      showToast(t('published'));
      void navigate(reviewPath(review.id), { replace: true });
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError(failure.tip);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="publish review-write" onSubmit={submit} aria-label={t('writeTitle')} noValidate data-testid="review-form">
      <StarsInput value={rating} onChange={setRating} />
      <label htmlFor={titleId} className="publish__label">
        {t('titleLabel')}
      </label>
      <input id={titleId} className="publish__text" value={title} maxLength={REVIEW_TITLE_MAX} placeholder={t('titlePlaceholder')} onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={textId} className="publish__label">
        {t('textLabel')}
      </label>
      <textarea
        id={textId}
        className="publish__text"
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        rows={8}
        placeholder={t('textPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${textId}-count`}
      />
      <div id={`${textId}-count`} className={`publish__counter${length > 0 && length < REVIEW_TEXT_MIN ? ' publish__counter--short' : ''}`}>
        {t('counter', { count: length, max: REVIEW_TEXT_MAX })}
      </div>
      <PicturePicker pictures={images} setPictures={setImages} max={REVIEW_IMAGES_MAX} label={t('images', { max: REVIEW_IMAGES_MAX })} />
      <fieldset className="publish__tags">
        <legend>{t('tags', { max: REVIEW_TAGS_MAX })}</legend>
        <div className="review-tags">
          {(tags.data ?? []).map((tag) => (
            <button key={tag.id} type="button" className="review-tag" aria-pressed={tagIds.includes(tag.id)} onClick={() => toggleTag(tag.id)}>
              {tag.name}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="publish__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
      <div className="publish__actions">
        {/* Said once there is something to keep (an empty form has no draft). */}
        <span className="publish__draft">{kept ? t('draftKept') : ''}</span>
        <FocusKeepingButton type="submit" color="primary" busy={sending} disabled={uploading || !ready}>
          {sending ? t('sending') : t('send')}
        </FocusKeepingButton>
      </div>
    </form>
  );
}
