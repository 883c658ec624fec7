/**
 * What other domains may use of uploads. A domain that keeps an uploaded path (an avatar, a cover) claims it
 * with claimUpload when it stores it; an upload nobody claims is deleted after UPLOAD_UNCLAIMED_HOURS.
 */
import type { Deps } from '../../deps.ts';
import { claim, sweepUnclaimed } from './store.ts';

/** Marks `path` (as upload/img answered it) as used by its uploader; false when it is not this user's upload. */
export function claimUpload(deps: Deps, userId: number, path: string): Promise<boolean> {
  return claim(deps, userId, path);
}

/** Deletes the uploads nothing claimed in time; returns how many. Run periodically by the upload routes. */
export function sweepUnclaimedUploads(deps: Deps): Promise<number> {
  return sweepUnclaimed(deps, deps.config.uploads.unclaimedSeconds);
}
