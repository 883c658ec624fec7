/**
 * Where the composers keep their drafts in this device's localStorage (the post form's, one per review subject):
 * named here so that leaving an account can clear them all; the next person on the device is not shown them (and
 * sending one would try to claim the other account's uploaded pictures).
 */
export const POST_DRAFT_KEY = 'md:post-draft';

const REVIEW_DRAFT_PREFIX = 'md:review-draft:';
export const reviewDraftKey = (type: string, id: number) => `${REVIEW_DRAFT_PREFIX}${type}:${id}`;

export function forgetDrafts() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null && (key === POST_DRAFT_KEY || key.startsWith(REVIEW_DRAFT_PREFIX)),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept either
  }
}
