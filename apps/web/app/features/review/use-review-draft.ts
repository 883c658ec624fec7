/** The review form's draft, one per subject, kept in this device's localStorage so a reload loses nothing uploaded. */
import type { ReviewSubject } from '@md/contract/client';
import { useEffect } from 'react';
import { reviewDraftKey } from '../../shared/stores/drafts.ts';

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
  /** Paths of pictures already uploaded, in their order. */
  images: string[];
  tagIds: number[];
}

export const EMPTY_REVIEW_DRAFT: ReviewDraft = { rating: 0, title: '', text: '', images: [], tagIds: [] };

const strings = (list: unknown) => (Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []);

export function readReviewDraft(type: ReviewSubject, id: number): ReviewDraft {
  if (typeof window === 'undefined') return EMPTY_REVIEW_DRAFT;
  try {
    const stored = JSON.parse(window.localStorage.getItem(reviewDraftKey(type, id)) ?? 'null') as Partial<ReviewDraft> | null;
    if (!stored || typeof stored !== 'object') return EMPTY_REVIEW_DRAFT;
    return {
      rating: Number.isInteger(stored.rating) ? Number(stored.rating) : 0,
      title: typeof stored.title === 'string' ? stored.title : '',
      text: typeof stored.text === 'string' ? stored.text : '',
      images: strings(stored.images),
      tagIds: Array.isArray(stored.tagIds) ? stored.tagIds.filter((n): n is number => Number.isInteger(n)) : [],
    };
  } catch {
    return EMPTY_REVIEW_DRAFT;
  }
}

export function clearReviewDraft(type: ReviewSubject, id: number) {
  window.localStorage.removeItem(reviewDraftKey(type, id));
}

/** Writes the draft whenever it changes; an empty draft removes the entry. True when there is something kept. */
export function useKeptReviewDraft(type: ReviewSubject, id: number, draft: ReviewDraft): boolean {
  const empty = !draft.rating && !draft.title && !draft.text && draft.images.length === 0 && draft.tagIds.length === 0;
  const stored = empty ? null : JSON.stringify(draft);
  useEffect(() => {
    try {
      if (stored === null) window.localStorage.removeItem(reviewDraftKey(type, id));
      else window.localStorage.setItem(reviewDraftKey(type, id), stored);
    } catch {
      // storage full or refused: the form still works, only the draft is not kept
    }
  }, [type, id, stored]);
  return !empty;
}
