/**
 * The share page's `to`: what was shared, as `video-<id>`, `actress-<id>`, `post-<id>` or `review-<id>`. Only these
 * become a place to open, so a share link can never send anyone off the site.
 */
const PAGES = { video: '/videoDetails', actress: '/actressPage', post: '/postDetail', review: '/reviewDetail' } as const;

export function shareTarget(to: string | null): string | null {
  const match = /^(video|actress|post|review)-([1-9]\d{0,9})$/.exec(to ?? '');
  if (!match) return null;
  return `${PAGES[match[1] as keyof typeof PAGES]}?id=${match[2]}`;
}
