import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_REVIEW_DRAFT, clearReviewDraft, readReviewDraft, useKeptReviewDraft, type ReviewDraft } from './use-review-draft.ts';

function Keeper({ draft, id = 1 }: { draft: ReviewDraft; id?: number }) {
  useKeptReviewDraft('media', id, draft);
  return null;
}

afterEach(() => localStorage.clear());

describe('the review draft', () => {
  it('is kept per subject, read back after a reload, and removed when emptied or cleared', () => {
    const draft = { rating: 4, title: 'good', text: 'a good video indeed', images: ['uploads/2026/11/a.webp'], tagIds: [2] };
    const view = render(<Keeper draft={draft} />);
    expect(readReviewDraft('media', 1)).toEqual(draft);
    expect(readReviewDraft('media', 2)).toEqual(EMPTY_REVIEW_DRAFT);
    expect(readReviewDraft('actress', 1)).toEqual(EMPTY_REVIEW_DRAFT);
    view.rerender(<Keeper draft={EMPTY_REVIEW_DRAFT} />);
    expect(localStorage.getItem('md:review-draft:media:1')).toBeNull();
    view.rerender(<Keeper draft={{ ...draft, title: 'again' }} />);
    expect(readReviewDraft('media', 1).title).toBe('again');
    clearReviewDraft('media', 1);
    expect(readReviewDraft('media', 1)).toEqual(EMPTY_REVIEW_DRAFT);
  });

  it('survives a broken or hostile stored value', () => {
    localStorage.setItem('md:review-draft:media:1', '{not json');
    expect(readReviewDraft('media', 1)).toEqual(EMPTY_REVIEW_DRAFT);
    localStorage.setItem('md:review-draft:media:1', JSON.stringify({ rating: 'five', title: 3, text: 'ok', images: ['a.webp', 1], tagIds: [1, 'x'] }));
    expect(readReviewDraft('media', 1)).toEqual({ rating: 0, title: '', text: 'ok', images: ['a.webp'], tagIds: [1] });
  });
});
