/** Search, collections and comments. Implemented by the catalogue issue; defined here once. */
import { z } from 'zod';
import { tipKey } from '../i18n/index.ts';
import { contentType, endpoint, empty, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { actressCard, mediaCard, mediaSort, tag, userTitle } from './shared.ts';
import { textField } from './text-field.ts';

const keyword = textField().trim().min(1, tipKey('searchKeywordEmpty')).max(50, tipKey('searchKeywordTooLong'));
const hotWord = z.object({ id: z.number().int(), keyword: z.string(), hot: z.number().int() });

export const hotsearchList = endpoint({
  method: 'POST',
  path: '/api/app/hotsearch/list',
  access: 'optional',
  summary: 'Hot search terms, first batch.',
  request: empty,
  response: z.array(hotWord),
});

export const hotsearchChangeOne = endpoint({
  method: 'POST',
  path: '/api/app/hotsearch/changeOne',
  access: 'optional',
  summary: 'The next batch of hot search terms.',
  request: z.strictObject({ batch: z.number().int().min(0).max(1000).default(0) }),
  response: z.array(hotWord),
});

export const searchSuggest = endpoint({
  method: 'POST',
  path: '/api/app/search/suggest',
  access: 'optional',
  summary: 'Suggestions while typing.',
  request: z.strictObject({ keyword }),
  response: z.array(z.string()),
});

export const searchMedia = endpoint({
  method: 'POST',
  path: '/api/app/search/media',
  access: 'optional',
  summary: 'Videos whose title contains the keyword (substring match, one character and up).',
  request: z.strictObject({ keyword, sort: mediaSort.default('hot'), ...pageFields }),
  response: pageOf(mediaCard),
});

export const searchActress = endpoint({
  method: 'POST',
  path: '/api/app/search/actress',
  access: 'optional',
  summary: 'Actresses whose name contains the keyword.',
  request: z.strictObject({ keyword, ...pageFields }),
  response: pageOf(actressCard),
});

export const searchTag = endpoint({
  method: 'POST',
  path: '/api/app/search/tag',
  access: 'optional',
  summary: 'Tags whose name contains the keyword.',
  request: z.strictObject({ keyword, ...pageFields }),
  response: pageOf(tag),
});

const collectTarget = z.strictObject({ contentType, id });

export const collectAdd = endpoint({
  method: 'POST',
  path: '/api/app/collect/add',
  access: 'user',
  summary: 'Collect a video (contentType 2) or an actress (8). Idempotent.',
  request: collectTarget,
  response: z.object({ collected: z.literal(true), collects: z.number().int() }),
});

export const collectDel = endpoint({
  method: 'POST',
  path: '/api/app/collect/del',
  access: 'user',
  summary: 'Remove a video or actress from the caller\'s collection. Idempotent.',
  request: collectTarget,
  response: z.object({ collected: z.literal(false), collects: z.number().int() }),
});

export const collectList = endpoint({
  method: 'POST',
  path: '/api/app/collect/list',
  access: 'user',
  summary: 'The caller\'s collected videos or actresses, newest first.',
  request: z.strictObject({ contentType, ...pageFields }),
  response: z.object({ media: pageOf(mediaCard).nullable(), actresses: pageOf(actressCard).nullable() }),
});

export const comment = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  supports: z.number().int(),
  replies: z.number().int(),
  createdAt: z.string(),
  /** The author, with the title their points have earned (shown beside the name). */
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable(), title: userTitle }),
});

export const commentList = endpoint({
  method: 'POST',
  path: '/api/app/comment/list',
  access: 'optional',
  summary: 'Comments of a video, newest first.',
  request: z.strictObject({ mediaId: id, ...pageFields }),
  response: pageOf(comment),
});

export const commentHot = endpoint({
  method: 'POST',
  path: '/api/app/comment/hot',
  access: 'optional',
  summary: 'The most supported comments of a video.',
  request: z.strictObject({ mediaId: id }),
  response: z.array(comment),
});

export const commentAdd = endpoint({
  method: 'POST',
  path: '/api/app/comment/add',
  access: 'registered',
  summary: 'Comment on a video, or reply to a comment.',
  request: z.strictObject({
    mediaId: id,
    parentId: id.optional(),
    content: textField({ multiline: true }).trim().min(1, tipKey('commentEmpty')).max(500, tipKey('commentTooLong')),
  }),
  response: comment,
});

export const commentMine = endpoint({
  method: 'POST',
  path: '/api/app/comment/mycomments',
  access: 'user',
  summary: "The caller's own comments and replies, newest first, each with its video's card (null when the video is gone).",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(comment.extend({ media: mediaCard.nullable() })),
});

export { mediaSort, tag };

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const engagementEndpoints = {
  hotsearchList,
  hotsearchChangeOne,
  searchSuggest,
  searchMedia,
  searchActress,
  searchTag,
  collectAdd,
  collectDel,
  collectList,
  commentList,
  commentHot,
  commentAdd,
  commentMine,
} satisfies Record<string, Endpoint>;
