/** Where each video was left, in the video watch-history store (guests too). */
import { kvStore } from '../../shared/db/kv-stores.ts';

export interface WatchEntry {
  time: number;
  duration: number;
  title: string;
  cover: string;
  updatedAt: string;
}

const key = (mediaId: number) => String(mediaId);

export const readWatch = (mediaId: number) => kvStore('watchHistory').getItem<WatchEntry>(key(mediaId));

export function saveWatch(mediaId: number, entry: Omit<WatchEntry, 'updatedAt'>) {
  return kvStore('watchHistory').setItem<WatchEntry>(key(mediaId), { ...entry, updatedAt: new Date().toISOString() });
}
