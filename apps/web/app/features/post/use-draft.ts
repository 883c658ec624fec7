/** The publish form's draft, kept in this device's localStorage so a reload (or a crash) loses nothing uploaded. */
import { useEffect } from 'react';
import { POST_DRAFT_KEY as DRAFT_KEY } from '../../shared/stores/drafts.ts';

export interface PostDraft {
  text: string;
  /** Paths of pictures already uploaded, in their order. */
  images: string[];
  tagIds: number[];
  price: number;
}

export const EMPTY_DRAFT: PostDraft = { text: '', images: [], tagIds: [], price: 0 };

export function readDraft(): PostDraft {
  if (typeof window === 'undefined') return EMPTY_DRAFT;
  try {
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<PostDraft> | null;
    if (!stored || typeof stored !== 'object') return EMPTY_DRAFT;
    return {
      text: typeof stored.text === 'string' ? stored.text : '',
      images: Array.isArray(stored.images) ? stored.images.filter((p): p is string => typeof p === 'string') : [],
      tagIds: Array.isArray(stored.tagIds) ? stored.tagIds.filter((n): n is number => Number.isInteger(n)) : [],
      price: Number.isInteger(stored.price) ? Number(stored.price) : 0,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function clearDraft() {
  window.localStorage.removeItem(DRAFT_KEY);
}

/** Writes the draft whenever it changes; an empty draft removes the entry. True when there is something kept. */
export function useKeptDraft(draft: PostDraft): boolean {
  const empty = !draft.text && draft.images.length === 0 && draft.tagIds.length === 0 && !draft.price;
  // Compared as text: a new object with the same contents writes nothing.
  const stored = empty ? null : JSON.stringify(draft);
  useEffect(() => {
    try {
      if (stored === null) window.localStorage.removeItem(DRAFT_KEY);
      else window.localStorage.setItem(DRAFT_KEY, stored);
    } catch {
      // storage full or refused: the form still works, only the draft is not kept
    }
  }, [stored]);
  return !empty;
}
