/**
 * The message centre (decision 0048): unread counts per tab, the newest of each tab, a tab's messages by cursor,
 * marking a tab read, an announcement's detail, and the live stream of unread counts.
 */
import { z } from 'zod';
import { MESSAGE_KINDS, MESSAGE_PAGE_SIZE, MESSAGE_PLACES, MESSAGE_TABS } from '../constants.ts';
import { endpoint, empty, id, type Endpoint } from './define.ts';
import { textField } from './text-field.ts';

export const messageTab = z.enum(MESSAGE_TABS);
export const messageKind = z.enum(MESSAGE_KINDS);

/** Unread messages per tab, and their sum (the dot in the header and the tab bar). */
export const unreadCounts = z.object({
  announce: z.number().int(),
  comment: z.number().int(),
  reply: z.number().int(),
  support: z.number().int(),
  total: z.number().int(),
});

const actor = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });

export const messageItem = z.object({
  /** Unique across the tab: `m<id>` for a message, `n<id>` for an announcement to everyone. */
  key: z.string(),
  kind: messageKind,
  /** The person who acted (the latest supporter of a grouped support); null for the site's own messages. */
  actor: actor.nullable(),
  /** How many people a grouped support gathers (1 for everything else). */
  actors: z.number().int(),
  /** Where the message leads, with the item and the comment to highlight there. */
  place: z.enum(MESSAGE_PLACES),
  itemId: z.number().int().nullable(),
  commentId: z.number().int().nullable(),
  /** The announcement this message is (kind `notice`): its detail is message/notice. */
  noticeId: z.number().int().nullable(),
  /**
   * An announcement's title; for an operator's decision, what it is about as it was then (a post's opening words cut
   * to a line, a review's or a work's title); '' otherwise.
   */
  title: z.string(),
  /** What was said, as it was when it happened (a comment's text, a rejection's reason); points for rewards. */
  text: z.string(),
  points: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** An opaque position in a tab, as the previous page answered it. */
const cursor = textField().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/);

export const messageHasNew = endpoint({
  method: 'POST',
  path: '/api/app/message/hasnew',
  access: 'registered',
  summary: "The caller's unread messages per tab (announce, comment, reply, support) and in all.",
  request: empty,
  response: unreadCounts,
});

export const messageLatest = endpoint({
  method: 'POST',
  path: '/api/app/message/latest',
  access: 'registered',
  summary: 'The newest message of each tab (null when the tab is empty), for the badge preview.',
  request: empty,
  response: z.object({ announce: messageItem.nullable(), comment: messageItem.nullable(), reply: messageItem.nullable(), support: messageItem.nullable() }),
});

export const messageList = endpoint({
  method: 'POST',
  path: '/api/app/message/list',
  access: 'registered',
  summary: "One tab of the caller's messages, newest first, by cursor (the previous answer's `nextCursor`). Reading a list marks nothing: message/read does.",
  request: z.strictObject({ tab: messageTab, cursor: cursor.optional(), pageSize: z.number().int().min(1).max(50).default(MESSAGE_PAGE_SIZE) }),
  response: z.object({ list: z.array(messageItem), nextCursor: z.string().nullable() }),
});

export const messageRead = endpoint({
  method: 'POST',
  path: '/api/app/message/read',
  access: 'registered',
  summary: "Marks every message of one of the caller's tabs read (the page calls it when the tab is opened); answers the counts after.",
  request: z.strictObject({ tab: messageTab }),
  response: unreadCounts,
});

export const messageNotice = endpoint({
  method: 'POST',
  path: '/api/app/message/notice',
  access: 'registered',
  summary: 'One announcement (to everyone, or to the caller): code 4135 for any other.',
  request: z.strictObject({ id }),
  response: z.object({ id: z.number().int(), title: z.string(), text: z.string(), createdAt: z.string() }),
});

export const messageStream = endpoint({
  method: 'POST',
  path: '/api/app/message/stream',
  access: 'registered',
  summary:
    'Server-sent events (text/event-stream) over a signed POST: an `unread` event carrying an envelope of the counts at once and after each change; a comment line keeps the connection alive. Refusals are ordinary envelopes. Code 4136 when the caller holds too many streams.',
  request: empty,
  response: unreadCounts,
});

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const messageEndpoints = {
  messageHasNew,
  messageLatest,
  messageList,
  messageRead,
  messageNotice,
  messageStream,
} satisfies Record<string, Endpoint>;
