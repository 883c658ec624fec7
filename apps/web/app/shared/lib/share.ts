/** Shares a link (the current page unless told): the system share sheet where there is one, else the link to the clipboard. */
import { translate } from '../i18n/index.ts';
import { showToast } from '../ui/toast.ts';

export async function share(title: string, url = window.location.href) {
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
