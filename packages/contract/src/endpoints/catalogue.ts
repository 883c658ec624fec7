/** Catalogue calls: media, actresses, tags, topics. Implemented by the catalogue issue; defined here once. */
import { z } from 'zod';
import { HOME_PAGE_ID, MEDIA_LEVELS } from '../constants.ts';
import { contentType, endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { actressCard, actressSort, mediaCard, mediaSort, navigationItem, tag, tagCategory, tagRef, userRef } from './shared.ts';

export const topicBlock = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Display types 1 to 7 (spec section 2). */
  displayType: z.number().int().min(1).max(7),
  contentType,
  media: z.array(mediaCard),
  actresses: z.array(actressCard),
});

export const mediaHome = endpoint({
  method: 'POST',
  path: '/api/app/media/home',
  access: 'optional',
  summary: 'A home category: its tabs, banners, navigation items and topic blocks.',
  request: z.strictObject({ id: id.default(HOME_PAGE_ID) }),
  response: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    banners: z.array(navigationItem),
    navs: z.array(navigationItem),
    topics: z.array(topicBlock),
  }),
});

export const mediaList = endpoint({
  method: 'POST',
  path: '/api/app/media/list',
  access: 'optional',
  summary: 'Videos of a home category, tag, tag category or actress, sorted, one page at a time.',
  request: z.strictObject({
    categoryId: id.optional(),
    tagId: id.optional(),
    tagCateId: id.optional(),
    actressId: id.optional(),
    sort: mediaSort.default('new'),
    ...pageFields,
  }),
  response: pageOf(mediaCard),
});

export const mediaDetail = endpoint({
  method: 'POST',
  path: '/api/app/media/detail',
  access: 'optional',
  summary:
    "One video with its tags, actresses and author (a creator's published work; null for the catalogue's own videos). " +
    "The same for everyone and cached up to 30 s; the caller's own state is media/state.",
  request: z.strictObject({ id }),
  response: mediaCard.extend({
    description: z.string(),
    supports: z.number().int(),
    opposes: z.number().int(),
    comments: z.number().int(),
    tags: z.array(tagRef),
    actresses: z.array(actressCard),
    /** Who published it (their works: works/user); null for a video without an author. */
    author: userRef.nullable(),
  }),
});

export const mediaState = endpoint({
  method: 'POST',
  path: '/api/app/media/state',
  access: 'optional',
  summary: 'The caller\'s collect and attitude state on one video, with its live counts. Without a session: not collected, no attitude.',
  request: z.strictObject({ id }),
  response: z.object({
    collected: z.boolean(),
    attitude: z.enum(['support', 'oppose']).nullable(),
    supports: z.number().int(),
    opposes: z.number().int(),
    collects: z.number().int(),
  }),
});

export const thumbnailSprite = z.object({
  urls: z.array(z.string()),
  pic_num: z.number().int(),
  col: z.number().int(),
  row: z.number().int(),
  width: z.literal(160),
  height: z.literal(90),
});

export const mediaPlay = endpoint({
  method: 'POST',
  path: '/api/app/media/play',
  access: 'user',
  summary:
    'Where to play a video: a signed, expiring master playlist that lists only the levels the caller may watch. Guests get high definition only for free videos; hdRefused says the rest need an account. Counts one view unless preload is true (the page warming up before the viewer presses play).',
  request: z.strictObject({ id, preload: z.boolean().optional() }),
  response: z.object({
    url: z.string(),
    hd: z.boolean(),
    hdRefused: z.boolean(),
    /** The levels this caller may watch, lowest first (the master playlist lists these only). */
    levels: z.array(z.enum(MEDIA_LEVELS)),
    /** The levels an account would unlock (empty for registered users). */
    locked: z.array(z.enum(MEDIA_LEVELS)),
    duration: z.number().int(),
    thumbnails: thumbnailSprite,
  }),
});

export const mediaRank = endpoint({
  method: 'POST',
  path: '/api/app/media/rank',
  access: 'optional',
  summary: 'Rank lists: hottest, newest, most collected.',
  request: z.strictObject({ type: mediaSort, ...pageFields }),
  response: pageOf(mediaCard),
});

export const mediaMaylike = endpoint({
  method: 'POST',
  path: '/api/app/media/maylike',
  access: 'optional',
  summary: 'Videos related to one video.',
  request: z.strictObject({ id, pageSize: pageFields.pageSize }),
  response: z.array(mediaCard),
});

export const mediaAttitude = endpoint({
  method: 'POST',
  path: '/api/app/media/attitude',
  access: 'user',
  summary: 'Support or oppose a video, or take the attitude back (none).',
  request: z.strictObject({ id, attitude: z.enum(['support', 'oppose', 'none']) }),
  response: z.object({ supports: z.number().int(), opposes: z.number().int(), attitude: z.enum(['support', 'oppose']).nullable() }),
});

export const actressList = endpoint({
  method: 'POST',
  path: '/api/app/actress/list',
  access: 'optional',
  summary: 'Actresses, optionally of a tag or tag category, sorted.',
  request: z.strictObject({ tagId: id.optional(), tagCateId: id.optional(), sort: actressSort.default('hot'), ...pageFields }),
  response: pageOf(actressCard),
});

export const actressDetail = endpoint({
  method: 'POST',
  path: '/api/app/actress/detail',
  access: 'optional',
  summary: 'One actress: profile, counts, tags. The same for everyone and cached up to 30 s; the caller\'s own state is actress/state.',
  request: z.strictObject({ id }),
  response: actressCard.extend({
    cover: z.string(),
    bio: z.string(),
    height: z.number().int().nullable(),
    birthday: z.string().nullable(),
    tags: z.array(tagRef),
  }),
});

export const actressState = endpoint({
  method: 'POST',
  path: '/api/app/actress/state',
  access: 'optional',
  summary: 'Whether the caller collected one actress, with her live collect count. Without a session: not collected.',
  request: z.strictObject({ id }),
  response: z.object({ collected: z.boolean(), collects: z.number().int() }),
});

export const tagCategories = endpoint({
  method: 'POST',
  path: '/api/app/tag/categories',
  access: 'optional',
  summary: 'Tag categories, each with its tags.',
  request: z.strictObject({ contentType: contentType.optional() }),
  response: z.array(tagCategory.extend({ tags: z.array(tag) })),
});

export const tagList = endpoint({
  method: 'POST',
  path: '/api/app/tag/list',
  access: 'optional',
  summary: 'Tags of one category.',
  request: z.strictObject({ categoryId: id, ...pageFields }),
  response: pageOf(tag),
});

export const tagDetail = endpoint({
  method: 'POST',
  path: '/api/app/tag/detail',
  access: 'optional',
  summary: 'One tag and its category.',
  request: z.strictObject({ id }),
  response: tag.extend({ category: tagCategory }),
});

export const topicDetail = endpoint({
  method: 'POST',
  path: '/api/app/topic/detail',
  access: 'optional',
  summary: 'A topic with one page of its items, in its display type.',
  request: z.strictObject({ id, sort: mediaSort.optional(), ...pageFields }),
  response: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    cover: z.string().nullable(),
    displayType: z.number().int().min(1).max(7),
    contentType,
    media: pageOf(mediaCard),
    actresses: pageOf(actressCard),
  }),
});

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const catalogueEndpoints = {
  mediaHome,
  mediaList,
  mediaDetail,
  mediaState,
  mediaPlay,
  mediaRank,
  mediaMaylike,
  mediaAttitude,
  actressList,
  actressDetail,
  actressState,
  tagCategories,
  tagList,
  tagDetail,
  topicDetail,
} satisfies Record<string, Endpoint>;
