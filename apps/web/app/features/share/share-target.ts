/**
 * The share page's `to`: what was shared, as `video-<id>` or `actress-<id>`. Only these become a place to open, so
 * a share link can never send anyone off the site.
 */
export function shareTarget(to: string | null): string | null {
  const match = /^(video|actress)-([1-9]\d{0,9})$/.exec(to ?? '');
  if (!match) return null;
  return match[1] === 'video' ? `/videoDetails?id=${match[2]}` : `/actressPage?id=${match[2]}`;
}
