import { afterEach, describe, expect, it } from 'vitest';
import { POST_DRAFT_KEY, forgetDrafts, reviewDraftKey } from './drafts.ts';

afterEach(() => localStorage.clear());

describe('forgetDrafts', () => {
  it('removes the post draft and every review draft, and nothing else', () => {
    localStorage.setItem(POST_DRAFT_KEY, '{"text":"草稿"}');
    localStorage.setItem(reviewDraftKey('media', 1), '{}');
    localStorage.setItem(reviewDraftKey('actress', 22), '{}');
    localStorage.setItem('md:app', '{"devId":"1"}');
    localStorage.setItem('md:review-draftless', 'kept');
    forgetDrafts();
    expect(Object.keys(localStorage).sort()).toEqual(['md:app', 'md:review-draftless']);
  });

  it('names the review drafts as the composer stores them', () => {
    expect(reviewDraftKey('media', 1)).toBe('md:review-draft:media:1');
  });
});
