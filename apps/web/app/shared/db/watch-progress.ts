/** How far a video was watched: plain arithmetic, without the local store's code (pages import it freely). */

/** A video counts as unfinished from a few seconds in until its last stretch. */
const STARTED_SECONDS = 3;
/** Within this many seconds of its end a video counts as finished, and a return visit starts it from the beginning. */
export const FINISHED_TAIL_SECONDS = 5;

export function isUnfinished(entry: { time: number; duration: number }): boolean {
  return entry.duration > 0 && entry.time >= STARTED_SECONDS && entry.time < entry.duration - FINISHED_TAIL_SECONDS;
}

/** Watched to its last stretch: the player starts such a video again from the beginning. */
export function isFinished(entry: { time: number; duration: number }): boolean {
  return entry.duration > 0 && entry.time >= entry.duration - FINISHED_TAIL_SECONDS;
}

/** Fraction of a video watched, 0–1. */
export const watchedFraction = (entry: { time: number; duration: number }) => (entry.duration > 0 ? Math.min(1, Math.max(0, entry.time / entry.duration)) : 0);
