/** Shares a link (the current page unless told): the system share sheet where there is one, else the link to the clipboard. */
import { translate } from '../i18n/index.ts';
import { showToast } from '../ui/toast.ts';

/** What a share is about: the share page opens it (`to`), says where it came from (`dc`) and whose invite it is (`pc`). */
export interface SharedItem {
  to: `video-${number}` | `actress-${number}` | `post-${number}` | `review-${number}`;
  dc: 'video' | 'actress' | 'post' | 'review';
  pc?: string | null;
}

/** The share page's address for an item, on this site. */
export function shareUrl(origin: string, item: SharedItem): string {
  const params = new URLSearchParams({ to: item.to, dc: item.dc });
  if (item.pc) params.set('pc', item.pc);
  return `${origin}/share?${params.toString()}`;
}

/** Shares an item through the share page, a given address, or (neither given) the current page. */
export async function share(title: string, target?: SharedItem | string) {
  const url = typeof target === 'string' ? target : target ? shareUrl(window.location.origin, target) : window.location.href;
  if (navigator.share) {
    await navigator.share({ title, url }).catch(() => {});
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(translate()('linkCopied'));
  } catch {
    showToast(url);
  }
}
