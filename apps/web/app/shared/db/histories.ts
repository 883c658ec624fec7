/**
 * The local browsing histories (spec section 3), for guests and users alike: where each video was left (watch
 * history), which actresses were visited (performer history) and which reviews were read (review history). Removing an item from the watch history hides it
 * and keeps its resume position, so the video still continues where it was left; watching it again shows it again.
 */
import { kvStore } from './kv-stores.ts';
import { isUnfinished } from './watch-progress.ts';

export { isFinished, isUnfinished, watchedFraction } from './watch-progress.ts';

export interface WatchEntry {
  time: number;
  duration: number;
  title: string;
  cover: string;
  updatedAt: string;
  /** Removed from the history list by the person (the position is kept). */
  hidden?: boolean;
}

export interface WatchItem extends WatchEntry {
  mediaId: number;
}

export interface ActressVisit {
  id: number;
  name: string;
  avatar: string;
  visitedAt: string;
}

const watchKey = (mediaId: number) => String(mediaId);

/** Save times that never repeat in this tab, so two saves in one millisecond still list in the order they happened. */
let lastStamp = 0;
function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

export const readWatch = (mediaId: number) => kvStore('watchHistory').getItem<WatchEntry>(watchKey(mediaId));

export function saveWatch(mediaId: number, entry: Omit<WatchEntry, 'updatedAt' | 'hidden'>) {
  return kvStore('watchHistory').setItem<WatchEntry>(watchKey(mediaId), { ...entry, updatedAt: stamp() });
}

async function allWatched(): Promise<WatchItem[]> {
  const items: WatchItem[] = [];
  await kvStore('watchHistory').iterate<WatchEntry, void>((entry, key) => {
    const mediaId = Number(key);
    if (Number.isInteger(mediaId) && entry && typeof entry.time === 'number') items.push({ ...entry, mediaId });
  });
  return items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The watch history, most recent first, without the items the person removed. */
export async function listWatched(): Promise<WatchItem[]> {
  return (await allWatched()).filter((item) => !item.hidden);
}


/** Videos left part-way, most recent first: the home page's 继续观看 row. */
export async function listUnfinished(limit: number): Promise<WatchItem[]> {
  return (await listWatched()).filter(isUnfinished).slice(0, limit);
}

export async function hideWatched(mediaIds: number[]) {
  const store = kvStore('watchHistory');
  for (const mediaId of mediaIds) {
    const entry = await store.getItem<WatchEntry>(watchKey(mediaId));
    if (entry) await store.setItem<WatchEntry>(watchKey(mediaId), { ...entry, hidden: true });
  }
}

export async function clearWatched() {
  await hideWatched((await listWatched()).map((item) => item.mediaId));
}


export function recordActressVisit(visit: Omit<ActressVisit, 'visitedAt'>) {
  return kvStore('actressHistory').setItem<ActressVisit>(String(visit.id), { ...visit, visitedAt: stamp() });
}

export async function listActressVisits(): Promise<ActressVisit[]> {
  const visits: ActressVisit[] = [];
  await kvStore('actressHistory').iterate<ActressVisit, void>((visit) => {
    if (visit && typeof visit.id === 'number') visits.push(visit);
  });
  return visits.sort((a, b) => b.visitedAt.localeCompare(a.visitedAt));
}

export async function removeActressVisits(ids: number[]) {
  const store = kvStore('actressHistory');
  await Promise.all(ids.map((id) => store.removeItem(String(id))));
}

export function clearActressVisits() {
  return kvStore('actressHistory').clear();
}

/** A review viewed (the review browsing history store): enough to list it without asking the server. */
export interface ReviewVisit {
  id: number;
  title: string;
  rating: number;
  /** The video's title or the actress's name. */
  subjectName: string;
  /** The subject's cover or avatar path. */
  image: string;
  visitedAt: string;
}

export function recordReviewVisit(visit: Omit<ReviewVisit, 'visitedAt'>) {
  return kvStore('reviewHistory').setItem<ReviewVisit>(String(visit.id), { ...visit, visitedAt: stamp() });
}

export async function listReviewVisits(): Promise<ReviewVisit[]> {
  const visits: ReviewVisit[] = [];
  await kvStore('reviewHistory').iterate<ReviewVisit, void>((visit) => {
    if (visit && typeof visit.id === 'number') visits.push(visit);
  });
  return visits.sort((a, b) => b.visitedAt.localeCompare(a.visitedAt));
}

export async function removeReviewVisits(ids: number[]) {
  const store = kvStore('reviewHistory');
  await Promise.all(ids.map((id) => store.removeItem(String(id))));
}

export function clearReviewVisits() {
  return kvStore('reviewHistory').clear();
}

/** On leaving an account: nothing of what it watched, visited or read stays on the device (the resume positions go too). */
export async function forgetHistories() {
  await Promise.all((['watchHistory', 'actressHistory', 'reviewHistory'] as const).map((name) => kvStore(name).clear()));
}
