/**
 * Comments on any kind of content (decision 0040): a content type and id name the target (`mediaId` stays as
 * the videos' shorthand), roots carry their first replies, a thread pages its replies, cursors page long lists.
 */
import { z } from 'zod';
import { COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH, CommentContentType } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { mediaCard, userTitle } from './shared.ts';
import { showsAtLeast, textField } from './text-field.ts';

export const commentContentType = z.union(Object.values(CommentContentType).map((v) => z.literal(v)) as [z.ZodLiteral<(typeof CommentContentType)[keyof typeof CommentContentType]>]);

/** The commented content: `{ contentType, id }`, or `{ mediaId }` for a video. Exactly one of the two forms. */
const targetFields = { mediaId: id.optional(), contentType: commentContentType.optional(), id: id.optional() };
type TargetInput = { mediaId?: number; contentType?: number; id?: number };
const oneTarget = (v: TargetInput, ctx: z.RefinementCtx) => {
  const byMedia = v.mediaId !== undefined;
  const byType = v.contentType !== undefined && v.id !== undefined;
  const partial = (v.contentType === undefined) !== (v.id === undefined);
  if (byMedia === byType || partial) ctx.addIssue({ code: 'custom', message: tipKey('commentTargetMissing'), path: ['id'] });
};

const content = textField({ multiline: true }).trim().min(1, tipKey('commentEmpty')).max(COMMENT_MAX_LENGTH, tipKey('commentTooLong')).refine(showsAtLeast(1), tipKey('commentEmpty'));
/** An opaque position in a list, as the previous page answered it. */
const cursor = textField().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/);
const imagePath = textField().min(1).max(300);
export const commentSort = z.enum(['hot', 'new']);
export const attitude = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const comment = z.object({
  id: z.number().int(),
  contentType: commentContentType,
  itemId: z.number().int(),
  /** The video's id for a video's comment, else null. */
  mediaId: z.number().int().nullable(),
  /** The comment this one answers (null for a root). */
  parentId: z.number().int().nullable(),
  /** The thread's root (null for a root). */
  rootId: z.number().int().nullable(),
  /** Whom a reply answers, when it answers a reply rather than the root. */
  replyTo: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  /** Empty once deleted: the page shows the placeholder. */
  content: z.string(),
  images: z.array(z.string()),
  supports: z.number().int(),
  opposes: z.number().int(),
  /** A root's replies in its thread (every level). */
  replies: z.number().int(),
  pinned: z.boolean(),
  deleted: z.boolean(),
  /** Hidden by an operator: only its author still receives it, with this set (others never see it, like a deleted one). */
  hidden: z.boolean(),
  createdAt: z.string(),
  /** The author, with the title their points have earned (shown beside the name). */
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable(), title: userTitle }),
  /** The caller's support (1), oppose (-1) or neither (0). */
  attitude,
});

/** A root in a list, with its first replies ("共 N 条回复" pages the rest). */
export const commentListItem = comment.extend({ preview: z.array(comment) });

const cursorPage = <T extends z.ZodType>(item: T) => pageOf(item).extend({ nextCursor: z.string().nullable() });

export const commentList = endpoint({
  method: 'POST',
  path: '/api/app/comment/list',
  access: 'optional',
  summary: 'Root comments of one content (pinned first, then hot or newest), each with its first replies. Page by number or by `cursor` (the previous answer\'s `nextCursor`).',
  request: z.strictObject({ ...targetFields, sort: commentSort.default('new'), cursor: cursor.optional(), ...pageFields }).superRefine(oneTarget),
  response: cursorPage(commentListItem),
});

export const commentReplies = endpoint({
  method: 'POST',
  path: '/api/app/comment/replies',
  access: 'optional',
  summary: 'The replies of one thread, oldest first, by cursor.',
  request: z.strictObject({ rootId: id, cursor: cursor.optional(), ...pageFields }),
  response: cursorPage(comment),
});

export const commentHot = endpoint({
  method: 'POST',
  path: '/api/app/comment/hot',
  access: 'optional',
  summary: 'The most supported root comments of one content.',
  request: z.strictObject(targetFields).superRefine(oneTarget),
  response: z.array(comment),
});

const images = z.array(imagePath).max(COMMENT_MAX_IMAGES, tipKey('commentTooManyImages')).default([]);

export const commentAdd = endpoint({
  method: 'POST',
  path: '/api/app/comment/add',
  access: 'registered',
  summary: 'Comment on a content, or reply to a comment (`parentId`), with up to 3 images uploaded by upload/img. Banned words are masked or refused (docs/operations.md).',
  request: z.strictObject({ ...targetFields, parentId: id.optional(), content, images }).superRefine(oneTarget),
  response: comment,
});

export const commentConfirm = endpoint({
  method: 'POST',
  path: '/api/app/comment/confirm',
  access: 'registered',
  summary: 'The check before sending: length, banned words, the rate. Says what comment/add would do, changes nothing.',
  request: z.strictObject({ content: textField({ multiline: true }).max(COMMENT_MAX_LENGTH * 4) }),
  response: z.object({
    ok: z.boolean(),
    /** What would stop the comment, as catalogue texts in the caller's language. */
    problems: z.array(z.object({ kind: z.enum(['empty', 'tooLong', 'bannedWord', 'rate']), tip: z.string() })),
    /** The text as it would be stored (banned words masked when the site masks them). */
    content: z.string(),
    bannedWords: z.array(z.string()),
    maxLength: z.number().int(),
    /** Comments the caller may still send in the current minute (null: no limit). */
    remaining: z.number().int().nullable(),
  }),
});

export const commentQuickReplay = endpoint({
  method: 'POST',
  path: '/api/app/comment/quickReplay',
  access: 'optional',
  summary: 'The preset quick replies shown under the comment box, in the caller\'s language.',
  request: z.strictObject({}),
  response: z.array(z.string()),
});

export const commentDel = endpoint({
  method: 'POST',
  path: '/api/app/comment/del',
  access: 'registered',
  summary: 'Delete one\'s own comment. A root with replies stays as a placeholder.',
  request: z.strictObject({ id }),
  response: z.object({ deleted: z.literal(true) }),
});

export const commentAttitude = endpoint({
  method: 'POST',
  path: '/api/app/comment/attitude',
  access: 'registered',
  summary: 'Support (1) or oppose (-1) a comment, one per user; the same again takes it back.',
  request: z.strictObject({ id, attitude: z.union([z.literal(1), z.literal(-1)]) }),
  response: z.object({ attitude, supports: z.number().int(), opposes: z.number().int() }),
});

export const commentPin = endpoint({
  method: 'POST',
  path: '/api/app/comment/pin',
  access: 'user',
  summary: "The content's owner (a post's author) pins or unpins a root comment under it; anyone else 4033, a reply or an unknown comment 4040.",
  request: z.strictObject({ commentId: id, pinned: z.boolean() }),
  response: z.object({ pinned: z.boolean() }),
});

export const commentMine = endpoint({
  method: 'POST',
  path: '/api/app/comment/mycomments',
  access: 'user',
  summary: "The caller's own comments and replies, newest first, each with its video's card (null when the video is gone or the content is not a video).",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(comment.extend({ media: mediaCard.nullable() })),
});

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const commentEndpoints = {
  commentList,
  commentReplies,
  commentHot,
  commentAdd,
  commentConfirm,
  commentQuickReplay,
  commentDel,
  commentAttitude,
  commentPin,
  commentMine,
} satisfies Record<string, Endpoint>;
