/** Where each video was left, in the video watch-history store (guests too): kept in shared/db, read by /mine and home. */
export { readWatch, saveWatch, type WatchEntry } from '../../shared/db/histories.ts';
