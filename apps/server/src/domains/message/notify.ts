/**
 * Messages made by the product's events (decision 0048). The producing domains call these from their own code, in
 * their own transaction where they have one: the message is written with the event or not at all. Nobody gets a
 * message for their own action. Each write holds the recipient's lock until its transaction ends and then tells
 * the live streams (bus.ts).
 */
import { recordOperatorAction } from '../../lib/operator-audit.ts';
import { CommentContentType, MESSAGE_SUPPORT_GROUP_SECONDS, type MessageKind } from '@md/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, notices } from '../../db/schema/index.ts';
import { userExists } from '../auth/service.ts';
import { EVERYONE, messageBus } from './bus.ts';
import { KIND_TAB, POST_PLACE, TAB_CODE, lockRecipient } from './tabs.ts';

/** The words a message keeps of a comment or a reason: enough for a line in a list. */
const SNAPSHOT_MAX = 200;
const snapshot = (text: string) => [...text].slice(0, SNAPSHOT_MAX).join('');
/** What a decision names of its subject: a line's worth, with "…" where it was cut. */
const SUBJECT_MAX = 30;
const subjectLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > SUBJECT_MAX ? `${chars.slice(0, SUBJECT_MAX).join('')}…` : line;
};

interface NewMessage {
  recipientId: number;
  kind: MessageKind;
  actorId?: number | null;
  contentType?: number | null;
  itemId?: number | null;
  commentId?: number | null;
  noticeId?: number | null;
  text?: string;
  subject?: string;
  points?: number | null;
}

async function write(db: Db, message: NewMessage) {
  await lockRecipient(db, message.recipientId);
  await db.insert(messages).values({
    recipientId: message.recipientId,
    tab: TAB_CODE[KIND_TAB[message.kind]],
    kind: message.kind,
    actorId: message.actorId ?? null,
    actorIds: message.actorId ? [message.actorId] : [],
    contentType: message.contentType ?? null,
    itemId: message.itemId ?? null,
    commentId: message.commentId ?? null,
    noticeId: message.noticeId ?? null,
    text: snapshot(message.text ?? ''),
    subject: subjectLine(message.subject ?? ''),
    points: message.points ?? null,
  });
  messageBus().publish(message.recipientId);
}

export interface CommentEvent {
  actorId: number;
  contentType: number;
  itemId: number;
  commentId: number;
  text: string;
  /** Who owns the commented content (null for videos, which have none). */
  ownerId: number | null;
  /** For a reply: the author of the comment answered. */
  parentAuthorId: number | null;
}

/** A new comment: a reply tells the author of the comment it answers; a root comment tells the content's owner. */
export async function notifyComment(db: Db, event: CommentEvent) {
  const base = { actorId: event.actorId, contentType: event.contentType, itemId: event.itemId, commentId: event.commentId, text: event.text };
  const recipient = event.parentAuthorId ?? event.ownerId;
  if (recipient === null || recipient === event.actorId) return;
  await write(db, { ...base, recipientId: recipient, kind: event.parentAuthorId !== null ? 'reply' : 'comment' });
}

export interface SupportEvent {
  actorId: number;
  /** The supported comment's (or post's, or review's) author. */
  recipientId: number;
  contentType: number;
  itemId: number;
  /** The supported comment; null when the content itself (a post, a review) is supported. */
  commentId: number | null;
  text: string;
}

/**
 * A support of someone's comment, post or review. Within an hour of the first, further supporters of the same
 * thing join its message ("张三等 12 人赞了你的评论"), which becomes unread again; one person counts once however
 * often they take their support back and give it again.
 */
export async function notifySupport(db: Db, event: SupportEvent) {
  if (event.recipientId === event.actorId) return;
  await lockRecipient(db, event.recipientId);
  const same =
    event.commentId !== null
      ? eq(messages.commentId, event.commentId)
      : and(isNull(messages.commentId), eq(messages.contentType, event.contentType), eq(messages.itemId, event.itemId));
  const [group] = await db
    .select({ id: messages.id, actorIds: messages.actorIds })
    .from(messages)
    .where(
      and(
        eq(messages.recipientId, event.recipientId),
        same,
        eq(messages.kind, 'support'),
        gt(messages.createdAt, sql`now() - make_interval(secs => ${MESSAGE_SUPPORT_GROUP_SECONDS})`),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  if (!group) return write(db, { ...event, kind: 'support' });
  if (group.actorIds.includes(event.actorId)) return;
  await db
    .update(messages)
    .set({ actorId: event.actorId, actorIds: sql`array_append(${messages.actorIds}, ${event.actorId})`, readAt: null })
    .where(eq(messages.id, group.id));
  messageBus().publish(event.recipientId);
}

/**
 * An operator's decision on a post tells its author (with the reason of a rejection), naming the post by its opening
 * words (`subject`: its text, cut to a line here), so two posts in the queue are told apart.
 */
export function notifyPostDecision(db: Db, event: { postId: number; authorId: number; approved: boolean; reason: string | null; subject: string }) {
  return write(db, { recipientId: event.authorId, kind: event.approved ? 'postApproved' : 'postRejected', contentType: POST_PLACE, itemId: event.postId, text: event.reason ?? '', subject: event.subject });
}

/** An operator's decision on a review tells its author (with the reason of a rejection); it leads to the review. */
export function notifyReviewDecision(db: Db, event: { reviewId: number; authorId: number; approved: boolean; reason: string | null; subject: string }) {
  return write(db, {
    recipientId: event.authorId,
    kind: event.approved ? 'reviewApproved' : 'reviewRejected',
    contentType: CommentContentType.review,
    itemId: event.reviewId,
    text: event.reason ?? '',
    subject: event.subject,
  });
}

/**
 * An operator's decision on a creator's work (decision 0066): an approval leads to the video it became, a rejection
 * carries the reason (the work itself has no page but the creator's list).
 */
export function notifyWorkDecision(db: Db, event: { authorId: number; mediaId: number | null; reason: string | null; subject: string }) {
  if (event.mediaId !== null) return write(db, { recipientId: event.authorId, kind: 'workApproved', contentType: CommentContentType.media, itemId: event.mediaId, subject: event.subject });
  return write(db, { recipientId: event.authorId, kind: 'workRejected', text: event.reason ?? '', subject: event.subject });
}

/** A check-in's prize. */
export function notifyCheckinReward(db: Db, event: { userId: number; points: number }) {
  return write(db, { recipientId: event.userId, kind: 'checkinReward', points: event.points });
}

/** Points an invite earned its inviter (the invitee's sign-up). */
export function notifyInviteIncome(db: Db, event: { userId: number; inviteeId: number; points: number }) {
  if (event.userId === event.inviteeId) return Promise.resolve();
  return write(db, { recipientId: event.userId, kind: 'inviteIncome', actorId: event.inviteeId, points: event.points });
}

/**
 * An operator's announcement: to everyone (one row; each user's read state is a mark) or to one user (also a
 * message of theirs). Answers the announcement's id, or null when `to` names nobody.
 */
export async function announce(db: Db, notice: { title: string; text: string; by: string; to: number | null }): Promise<number | null> {
  if (notice.to !== null) {
    if (!(await userExists(db, notice.to))) return null;
  }
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [made] = await tx.insert(notices).values({ recipientId: notice.to, title: notice.title, text: notice.text, createdBy: notice.by }).returning({ id: notices.id });
    if (notice.to !== null) await write(tx, { recipientId: notice.to, kind: 'notice', noticeId: made.id, text: notice.title });
    await recordOperatorAction(tx, { actor: notice.by, action: notice.to === null ? 'announce' : `announce-to:${notice.to}`, targetType: 'notice', targetId: made.id, at: new Date() });
    return made.id;
  });
  if (notice.to === null) messageBus().publish(EVERYONE);
  return id;
}
