/**
 * /feedback (signed-in users, decision 0050): the form (type, text with its counter, up to 4 pictures, contact) and
 * the caller's own feedback below it, each with the operator's reply once there is one.
 */
import './help.css';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN, api, formatRelativeTime } from '@md/contract/client';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApi, useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useHydrated } from '../../shared/layout/hydrated.ts';
import { apiKey } from '../../shared/query/api-query.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { ErrorState } from '../../shared/ui/states.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { UserText } from '../../shared/ui/user-text.tsx';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { HelpLinks } from './faq-page.tsx';
import { FeedbackPictures, feedbackPicturePaths, feedbackPicturesBusy, type FeedbackPicture } from './feedback-pictures.tsx';
import { feedbackCategoriesQuery, myFeedbackPages, type HelpCategory, type OwnFeedback } from './queries.ts';

/** The feedback types the help content has (five); their chips' places while the list loads. */
const TYPE_PLACEHOLDERS = 5;
export function FeedbackPage() {
  const { t } = useTranslation('help');
  const client = useBrowserApi();
  const { locale } = useLanguage();
  const categories = useQuery(feedbackCategoriesQuery(client, locale));
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  return (
    <main className="page page--narrow help">
      <h1 className="page__title">{t('feedbackTitle')}</h1>
      <FeedbackForm types={categories} />
      <section className="help__mine" aria-labelledby="my-feedback-title">
        <h2 id="my-feedback-title" className="help__subtitle">
          {t('myFeedback')}
        </h2>
        <PagedList
          {...myFeedbackPages(client)}
          enabled={client !== null}
          className="help__feedback-list"
          testId="my-feedback"
          emptyText={t('noFeedback')}
          itemKey={(item) => item.id}
          renderItem={(item) => <FeedbackItem item={item} category={names.get(item.categoryId)} />}
        />
      </section>
      <HelpLinks current="feedback" />
    </main>
  );
}

/** `types`: the feedback types' answer: its chips' places while it is on its way, a retry when it failed. */
function FeedbackForm({ types }: { types: UseQueryResult<HelpCategory[]> }) {
  const categories = types.data ?? [];
  const { t } = useTranslation('help');
  const client = useApi();
  const queryClient = useQueryClient();
  const textId = useId();
  const contactId = useId();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [pictures, setPictures] = useState<FeedbackPicture[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;
  const uploading = feedbackPicturesBusy(pictures);
  const chosen = categoryId ?? categories[0]?.id ?? null;
  const incomplete = chosen === null || length < FEEDBACK_TEXT_MIN;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field submits even while the button says it is unavailable.
    if (sending || incomplete) return;
    if (uploading) return setError(t('waitUploads'));
    setError(null);
    setSending(true);
    try {
      await client.call(api.feedbackAdd, { categoryId: chosen, text, images: feedbackPicturePaths(pictures), contact }, { silent: true });
      setText('');
      setContact('');
      setPictures(() => []);
      void queryClient.invalidateQueries({ queryKey: apiKey(api.feedbackMine) });
      showToast(t('sent'));
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError(failure.tip);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="help__form" onSubmit={submit} aria-label={t('feedbackTitle')} noValidate>
      <fieldset className="help__fieldset">
        <legend className="help__label">{t('category')}</legend>
        <div className="help__chips">
          {/* While the types are on their way, as many chips as there usually are hold their rows (decision 0084). */}
          {types.isPending
            ? Array.from({ length: TYPE_PLACEHOLDERS }, (_, i) => <span key={i} className="help__radio help__radio--placeholder" aria-hidden="true" />)
            : null}
          {categories.map((category) => (
            <label key={category.id} className="help__radio">
              <input type="radio" name="feedback-category" value={category.id} checked={chosen === category.id} onChange={() => setCategoryId(category.id)} />
              <span>{category.name}</span>
            </label>
          ))}
        </div>
        {types.isError && !types.data ? <ErrorState text={t('typesFailed')} error={types.error} onRetry={() => void types.refetch()} /> : null}
      </fieldset>
      <label htmlFor={textId} className="help__label">
        {t('textLabel')}
      </label>
      <textarea
        id={textId}
        className="help__text"
        value={text}
        rows={5}
        maxLength={FEEDBACK_TEXT_MAX}
        placeholder={t('textPlaceholder', { min: FEEDBACK_TEXT_MIN })}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${textId}-count`}
      />
      <div id={`${textId}-count`} className="help__counter" data-testid="feedback-counter">
        {t('counter', { count: length, max: FEEDBACK_TEXT_MAX })}
      </div>
      <FeedbackPictures pictures={pictures} setPictures={setPictures} />
      <label htmlFor={contactId} className="help__label">
        {t('contactLabel')}
      </label>
      <input
        id={contactId}
        className="help__input"
        value={contact}
        maxLength={FEEDBACK_CONTACT_MAX}
        placeholder={t('contactPlaceholder')}
        onChange={(event) => setContact(event.target.value)}
      />
      <div className="help__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
      <FocusKeepingButton type="submit" color="primary" block busy={sending} disabled={uploading || incomplete}>
        {sending ? t('sending') : t('send')}
      </FocusKeepingButton>
    </form>
  );
}

function FeedbackItem({ item, category }: { item: OwnFeedback; category: string | undefined }) {
  const { t } = useTranslation('help');
  const { locale } = useLanguage();
  const hydrated = useHydrated();
  return (
    <article className="help__feedback" data-testid="feedback-item">
      <p className="help__feedback-meta">
        {category ? <span className="help__feedback-category">{category}</span> : null}
        <time dateTime={item.createdAt}>{hydrated ? formatRelativeTime(item.createdAt, undefined, undefined, locale) : null}</time>
      </p>
      <UserText text={item.text} className="help__feedback-text" />
      {item.images.length > 0 ? (
        <div className="help__feedback-images">
          {item.images.map((path, i) => (
            <CodecImage key={path} path={path} alt={t('imageAlt', { index: i + 1 })} ratio="1 / 1" className="help__feedback-image" />
          ))}
        </div>
      ) : null}
      {item.reply ? (
        <div className="help__reply" data-testid="feedback-reply">
          <p className="help__reply-label">{t('replied')}</p>
          <UserText text={item.reply} />
        </div>
      ) : (
        <p className="help__waiting">{t('waitingReply')}</p>
      )}
    </article>
  );
}
