import type { MediaCard } from '@md/contract';
import type { actresses, media } from '../../db/schema/index.ts';

export const mediaCardColumns = (t: typeof media) => ({
  id: t.id,
  title: t.title,
  cover: t.cover,
  duration: t.duration,
  views: t.views,
  collects: t.collects,
  free: t.free,
  publishedAt: t.publishedAt,
});

export function toMediaCard(row: { id: number; title: string; cover: string; duration: number; views: number; collects: number; free: boolean; publishedAt: Date }): MediaCard {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

export const actressCardColumns = (t: typeof actresses) => ({
  id: t.id,
  name: t.name,
  avatar: t.avatar,
  mediaCount: t.mediaCount,
  views: t.views,
  collects: t.collects,
});
