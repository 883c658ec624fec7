/** Search and collections (comments: comments.ts). Implemented by the catalogue issue; defined here once. */
import { z } from 'zod';
import { tipKey } from '../i18n/index.ts';
import { ContentType, SEARCH_KEYWORD_MAX } from '../constants.ts';
import { contentType, endpoint, empty, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { postCard } from './posts.ts';
import { reviewCard } from './reviews.ts';
import { actressCard, mediaCard, mediaSort, tag } from './shared.ts';
import { textField } from './text-field.ts';

const keyword = textField({ direction: 'strip' }).trim().min(1, tipKey('searchKeywordEmpty')).max(SEARCH_KEYWORD_MAX, tipKey('searchKeywordTooLong'));
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

/** What may be collected: a video, an actress, or a post or a review the caller may see (decisions 0042, 0061). */
const collectContentType = z.union([contentType, z.literal(ContentType.post), z.literal(ContentType.review)]);
const collectTarget = z.strictObject({ contentType: collectContentType, id });

export const collectAdd = endpoint({
  method: 'POST',
  path: '/api/app/collect/add',
  access: 'user',
  summary: 'Collect a video (contentType 2), an actress (8), a post (5) or a review (6; a post or review only when the caller may see it, else 4040). Idempotent.',
  request: collectTarget,
  response: z.object({ collected: z.literal(true), collects: z.number().int() }),
});

export const collectDel = endpoint({
  method: 'POST',
  path: '/api/app/collect/del',
  access: 'user',
  summary: 'Remove a video, actress, post or review from the caller\'s collection. Idempotent.',
  request: collectTarget,
  response: z.object({ collected: z.literal(false), collects: z.number().int() }),
});

export const collectList = endpoint({
  method: 'POST',
  path: '/api/app/collect/list',
  access: 'user',
  summary: 'The caller\'s collected videos, actresses, posts or reviews (as their cards; posts and reviews no longer visible are left out), newest first.',
  request: z.strictObject({ contentType: collectContentType, ...pageFields }),
  response: z.object({ media: pageOf(mediaCard).nullable(), actresses: pageOf(actressCard).nullable(), posts: pageOf(postCard).nullable(), reviews: pageOf(reviewCard).nullable() }),
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
} satisfies Record<string, Endpoint>;
