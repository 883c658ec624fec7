/** The tabs as stored (smallint) and as the contract names them; where each kind of message leads. */
import { CommentContentType, type MessageKind, type MessageTab } from '@md/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';

export const TAB_CODE: Readonly<Record<MessageTab, number>> = { announce: 0, comment: 1, reply: 2, support: 3 };

export const KIND_TAB: Readonly<Record<MessageKind, MessageTab>> = {
  notice: 'announce',
  postApproved: 'announce',
  postRejected: 'announce',
  reviewApproved: 'announce',
  reviewRejected: 'announce',
  workApproved: 'announce',
  workRejected: 'announce',
  checkinReward: 'announce',
  inviteIncome: 'announce',
  comment: 'comment',
  reply: 'reply',
  support: 'support',
};

/**
 * A message's content types that have a page of their own: videos here; posts and reviews register theirs with
 * their comment targets. Approval messages of posts carry POST_PLACE.
 */
const PLACE_BY_CONTENT_TYPE = new Map<number, 'video' | 'post' | 'review'>([[CommentContentType.media, 'video']]);
/** A post's approval or rejection message carries this content type. */
export const POST_PLACE = -1;

export function placeOf(contentType: number | null): 'video' | 'post' | 'review' | 'none' {
  if (contentType === null) return 'none';
  if (contentType === POST_PLACE) return 'post';
  return PLACE_BY_CONTENT_TYPE.get(contentType) ?? 'none';
}

/** Lets a content type that takes comments say which page shows it (its messages then link there). */
export function registerMessagePlace(contentType: number, place: 'video' | 'post' | 'review') {
  PLACE_BY_CONTENT_TYPE.set(contentType, place);
}

/**
 * Message writes for a user hold this lock until their transaction ends; the live stream counts under its shared
 * form, so a count made after an event always sees the event's row (decision 0048).
 */
export const lockRecipient = (db: Db, userId: number) => lockFor(db, LockSpace.messages, userId);
export const waitForRecipient = (db: Db, userId: number) => db.execute(sql`select pg_advisory_xact_lock_shared(${LockSpace.messages}, ${userId})`);
