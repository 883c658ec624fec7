/**
 * Posts (spec section 7: post/tags, taglist, publish, detail, center, maylike, isLook, pay; post/mine is ours for
 * /mine/posts). Every new post is pending until an operator approves it (decision 0039).
 */
import { z } from 'zod';
import { POST_FOLLOW_TAGS_MAX, POST_IMAGES_MAX, POST_KINDS, POST_PRICE_MAX, POST_RANK_DAYS, POST_RANK_SIZE, POST_STATUSES, POST_TAGS_MAX, POST_TEXT_MAX, POST_TEXT_MIN } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { empty, endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { mediaCard } from './shared.ts';
import { showsAtLeast, textField } from './text-field.ts';

export const postTag = z.object({ id: z.number().int(), name: z.string() });
export const postStatus = z.enum(POST_STATUSES);
export const postKind = z.enum(POST_KINDS);
/** An image path exactly as upload/img answered it. */
const uploadedPath = textField().regex(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/, tipKey('postImageInvalid'));

const postAttitudeValue = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

/** A post's text, tags and price as post/publish takes them; works/post takes the same (decision 0069). */
export const postTextField = textField({ multiline: true, required: 'postTextEmpty' })
  .trim()
  .min(POST_TEXT_MIN, tipKey('postTextTooShort'))
  .max(POST_TEXT_MAX, tipKey('postTextTooLong'))
  .refine(showsAtLeast(POST_TEXT_MIN), tipKey('postTextTooShort'));
export const postTagIdsField = z.array(id).max(POST_TAGS_MAX, tipKey('postTagsTooMany')).default([]);
export const postPriceField = z.number().int().min(0).max(POST_PRICE_MAX, tipKey('postPriceTooHigh')).default(0);

/** The video a post carries (works/post, decision 0069): enough for a card that leads to /videoDetails?id=. */
export const postVideo = mediaCard.pick({ id: true, title: true, cover: true, duration: true });

export const postAuthor = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });

/** A post in a list. A priced post the caller has not paid for carries its preview text and no images. */
export const postCard = z.object({
  id: z.number().int(),
  text: z.string(),
  images: z.array(z.string()),
  /** How many images the post has, shown or not. */
  imageCount: z.number().int(),
  tags: z.array(postTag),
  /** 0 for a free post. */
  price: z.number().int(),
  /** False when a priced post is shown as its preview only. */
  unlocked: z.boolean(),
  views: z.number().int(),
  supports: z.number().int(),
  comments: z.number().int(),
  createdAt: z.string(),
  author: postAuthor,
  /** `thread`: a discussion-board thread (/discuss), never priced (decision 0044). */
  kind: postKind,
  /** Pinned to the top of /discuss by an operator. */
  pinned: z.boolean(),
  /** The last comment's time, or the approval's when none yet (null while pending). */
  lastReplyAt: z.string().nullable(),
  /**
   * The video the post carries (published with works/post), or null: none, a priced post not paid for, or a video
   * that is no longer public or listed by link (made private).
   */
  video: postVideo.nullable(),
});

/** What the author (and only the author) also sees: the review state and a rejection's reason. */
export const ownPost = postCard.extend({ status: postStatus, rejectReason: z.string().nullable() });

export const postTags = endpoint({
  method: 'POST',
  path: '/api/app/post/tags',
  access: 'optional',
  summary: 'Every post tag, in their order, for the publish form.',
  request: empty,
  response: z.array(postTag),
});

export const postTaglist = endpoint({
  method: 'POST',
  path: '/api/app/post/taglist',
  access: 'optional',
  summary: 'Post tags with the number of approved posts carrying each, most used first; `followed`: whether the caller follows the tag (post/tag/follow; false without a session).',
  request: empty,
  response: z.array(postTag.extend({ posts: z.number().int(), followed: z.boolean() })),
});

export const postTagFollow = endpoint({
  method: 'POST',
  path: '/api/app/post/tag/follow',
  access: 'registered',
  summary:
    `Follow (\`follow: true\`) or unfollow a post tag; repeating either changes nothing. The square's \`following\` tab shows approved posts carrying a followed tag. ` +
    `An unknown tag: 4040. At most ${POST_FOLLOW_TAGS_MAX} followed tags (4123).`,
  request: z.strictObject({ tagId: id, follow: z.boolean() }),
  response: z.object({ tagId: z.number().int(), followed: z.boolean() }),
});

export const postPublish = endpoint({
  method: 'POST',
  path: '/api/app/post/publish',
  access: 'registered',
  summary:
    `Publish a post: text (${POST_TEXT_MIN}–${POST_TEXT_MAX} characters), up to ${POST_IMAGES_MAX} images the caller uploaded with upload/img, ` +
    `up to ${POST_TAGS_MAX} tags, and a price in points (0 for free). Banned words are masked, or refused (4114) when the site refuses them. The post starts pending: only its author sees it until an operator approves it. ` +
    '`kind: thread` publishes a discussion thread (/discuss) instead of a square post: the same review, never a price (4122).',
  request: z.strictObject({
    text: postTextField,
    images: z.array(uploadedPath).max(POST_IMAGES_MAX, tipKey('postImagesTooMany')).default([]),
    tagIds: postTagIdsField,
    price: postPriceField,
    kind: postKind.default('post'),
  }),
  response: z.object({ id: z.number().int(), status: postStatus }),
});

export const postDetail = endpoint({
  method: 'POST',
  path: '/api/app/post/detail',
  access: 'optional',
  summary:
    "One post. Anyone sees an approved post; a pending or rejected post is found by its author alone (anyone else: 4040). `own` is set for the author, with the review state and a rejection's reason.",
  request: z.strictObject({ id }),
  response: postCard.extend({
    own: ownPost.pick({ status: true, rejectReason: true }).nullable(),
    opposes: z.number().int(),
    /** The caller's support (1), opposition (-1) or none (0; always for a visitor). */
    attitude: postAttitudeValue,
    /** Whether the caller collected this post (false for a visitor). */
    collected: z.boolean(),
  }),
});

export const postAttitude = endpoint({
  method: 'POST',
  path: '/api/app/post/attitude',
  access: 'registered',
  summary: 'Support (1), oppose (-1) or clear (0) the caller\'s attitude to a post they may see (else 4040). Idempotent: the same value again changes nothing.',
  request: z.strictObject({ id, attitude: postAttitudeValue }),
  response: z.object({ attitude: postAttitudeValue, supports: z.number().int(), opposes: z.number().int() }),
});

export const postCenter = endpoint({
  method: 'POST',
  path: '/api/app/post/center',
  access: 'optional',
  summary:
    'The post square: approved posts (threads are on post/discuss). `latest`: newest approval first. `hot`: posts approved in the last 7 days by views + 3×supports + 5×comments, then newest (decision 0039). ' +
    '`following`: posts carrying any tag the caller follows, newest approval first; a caller without an account: 1001 (sign in). Optionally of one tag.',
  request: z.strictObject({ tab: z.enum(['latest', 'hot', 'following']).default('latest'), tagId: id.optional(), ...pageFields }),
  response: pageOf(postCard),
});

export const postDiscuss = endpoint({
  method: 'POST',
  path: '/api/app/post/discuss',
  access: 'optional',
  summary: 'The discussion board (/discuss): approved threads, those an operator pinned first (latest pin first), then by last reply, newest first (decision 0044).',
  request: z.strictObject({ ...pageFields }),
  response: pageOf(postCard),
});

export const postReviewrank = endpoint({
  method: 'POST',
  path: '/api/app/post/reviewrank',
  access: 'optional',
  summary:
    `The ranking of square posts by engagement (decision 0044): approved posts approved or replied to in the last ${POST_RANK_DAYS} days, ` +
    `by score = 5×comments + 3×supports + views, ties by the latest activity; the top ${POST_RANK_SIZE}. ` +
    'The same for every caller (cached briefly): a priced post shows its preview.',
  request: empty,
  response: z.array(postCard.extend({ rank: z.number().int(), score: z.number().int() })),
});

export const postMine = endpoint({
  method: 'POST',
  path: '/api/app/post/mine',
  access: 'user',
  summary: "The caller's own posts, newest first, each with its review state and a rejection's reason.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(ownPost),
});

export const postMaylike = endpoint({
  method: 'POST',
  path: '/api/app/post/maylike',
  access: 'optional',
  summary: 'A few approved posts to read next: those sharing a tag with post `id` first (never that post itself), then the newest.',
  request: z.strictObject({ id: id.optional() }),
  response: z.array(postCard),
});

export const postIsLook = endpoint({
  method: 'POST',
  path: '/api/app/post/isLook',
  access: 'optional',
  summary: 'Whether the caller may see the whole post: free, their own, or paid for. A guest without a token: false for a priced post.',
  request: z.strictObject({ id }),
  response: z.object({ look: z.boolean(), price: z.number().int() }),
});

export const postPay = endpoint({
  method: 'POST',
  path: '/api/app/post/pay',
  access: 'registered',
  summary:
    "Pay a priced post's price in points, once: a repeated or parallel pay of the same post by the same user is charged once and answers the same. " +
    "The author's share goes to their work income. Not enough points: 4302 (the tip says how to earn some). Answers the whole post.",
  request: z.strictObject({ id }),
  response: z.object({ charged: z.number().int(), balance: z.number().int(), post: postCard }),
});

/** This area's calls, under the names they have in `api`. */
export const postEndpoints = {
  postTags,
  postTaglist,
  postPublish,
  postDetail,
  postAttitude,
  postCenter,
  postDiscuss,
  postReviewrank,
  postTagFollow,
  postMine,
  postMaylike,
  postIsLook,
  postPay,
} satisfies Record<string, Endpoint>;
