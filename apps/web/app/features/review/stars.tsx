/** A rating as five stars: shown (with its number for screen readers) or chosen (a radio group). */
import { REVIEW_RATING_MAX } from '@md/contract/client';
import { useTranslation } from '../../shared/i18n/index.ts';

const STEPS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('review');
  return (
    <span className="review-stars" role="img" aria-label={t('stars', { rating })} data-rating={rating}>
      {STEPS.map((step) => (
        <span key={step} aria-hidden className={step <= rating ? 'review-stars__on' : 'review-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}

export function StarsInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const { t } = useTranslation('review');
  return (
    <fieldset className="review-stars-input">
      <legend>{t('ratingLabel')}</legend>
      {STEPS.map((step) => (
        <label key={step} className={step <= value ? 'review-stars__on' : 'review-stars__off'}>
          <input type="radio" name="rating" className="visually-hidden" value={step} checked={value === step} onChange={() => onChange(step)} aria-label={t('stars', { rating: step })} />
          <span aria-hidden>★</span>
        </label>
      ))}
    </fieldset>
  );
}
