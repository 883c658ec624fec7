/**
 * Reviews (测评, issue 14; the calls are ours, in the spec's style): a signed-in user's rating and write-up of a
 * video or an actress. Every new review is pending until an operator approves it (decision 0049, as posts 0039).
 */
import { z } from 'zod';
import {
  REVIEW_IMAGES_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_SUBJECTS,
  REVIEW_TAGS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { postAuthor, postStatus, postTag } from './posts.ts';
import { showsAtLeast, textField } from './text-field.ts';

export const reviewSubjectType = z.enum(REVIEW_SUBJECTS);
/** An image path exactly as upload/img answered it. */
const uploadedPath = textField().regex(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/, tipKey('reviewImageInvalid'));
const rating = z
  .number()
  .int(tipKey('reviewRatingInvalid'))
  .min(REVIEW_RATING_MIN, tipKey('reviewRatingInvalid'))
  .max(REVIEW_RATING_MAX, tipKey('reviewRatingInvalid'));

/** What a review is about: a video (cover, title) or an actress (avatar, name). */
export const reviewSubject = z.object({ type: reviewSubjectType, id: z.number().int(), name: z.string(), image: z.string() });

/** A review in a list: the text whole (lists clamp it), at most the first three pictures' paths are used by cards. */
export const reviewCard = z.object({
  id: z.number().int(),
  subject: reviewSubject,
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  images: z.array(z.string()),
  tags: z.array(postTag),
  views: z.number().int(),
  supports: z.number().int(),
  opposes: z.number().int(),
  comments: z.number().int(),
  createdAt: z.string(),
  author: postAuthor,
});

export const ownReview = reviewCard.extend({ status: postStatus, rejectReason: z.string().nullable() });
const attitude = z.enum(['support', 'oppose']).nullable();

export const reviewPublish = endpoint({
  method: 'POST',
  path: '/api/app/review/publish',
  access: 'registered',
  summary:
    `Review a video (subjectType media) or an actress: a rating ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX}, a title (1–${REVIEW_TITLE_MAX}), text ` +
    `(${REVIEW_TEXT_MIN}–${REVIEW_TEXT_MAX} characters), up to ${REVIEW_IMAGES_MAX} images the caller uploaded with upload/img, up to ${REVIEW_TAGS_MAX} post tags. ` +
    'One review per user per subject: a second answers 4140. Banned words are masked or refused (4114) as for comments. The review starts pending.',
  request: z.strictObject({
    subjectType: reviewSubjectType,
    subjectId: id,
    rating,
    title: textField({ required: 'reviewTitleEmpty' }).trim().min(1, tipKey('reviewTitleEmpty')).max(REVIEW_TITLE_MAX, tipKey('reviewTitleTooLong')).refine(showsAtLeast(1), tipKey('reviewTitleEmpty')),
    text: textField({ multiline: true, required: 'reviewTextEmpty' })
      .trim()
      .min(REVIEW_TEXT_MIN, tipKey('reviewTextTooShort'))
      .max(REVIEW_TEXT_MAX, tipKey('reviewTextTooLong'))
      .refine(showsAtLeast(REVIEW_TEXT_MIN), tipKey('reviewTextTooShort')),
    images: z.array(uploadedPath).max(REVIEW_IMAGES_MAX, tipKey('reviewImagesTooMany')).default([]),
    tagIds: z.array(id).max(REVIEW_TAGS_MAX, tipKey('reviewTagsTooMany')).default([]),
  }),
  response: z.object({ id: z.number().int(), status: postStatus }),
});

export const reviewList = endpoint({
  method: 'POST',
  path: '/api/app/review/list',
  access: 'optional',
  summary:
    'The review feed: approved reviews. `latest`: newest approval first; `hot`: views + 3×supports + 5×comments, then newest; `rating`: highest rating, then most supported. Optionally of one tag, or of one subject (subjectType and subjectId).',
  request: z.strictObject({
    sort: z.enum(['latest', 'hot', 'rating']).default('latest'),
    tagId: id.optional(),
    /** Both or neither: one video's or actress's reviews (the subject page's "all reviews"). */
    subjectType: reviewSubjectType.optional(),
    subjectId: id.optional(),
    ...pageFields,
  }),
  response: pageOf(reviewCard),
});

export const reviewDetail = endpoint({
  method: 'POST',
  path: '/api/app/review/detail',
  access: 'optional',
  summary:
    "One review. Anyone sees an approved review; a pending or rejected one is found by its author alone (anyone else: 4040). `own` is set for the author; `attitude` is the caller's support or oppose.",
  request: z.strictObject({ id }),
  response: reviewCard.extend({ own: ownReview.pick({ status: true, rejectReason: true }).nullable(), attitude, collected: z.boolean() }),
});

export const reviewSubjectSummary = endpoint({
  method: 'POST',
  path: '/api/app/review/subject',
  access: 'optional',
  summary:
    "A video's or an actress's reviews in brief: the average rating and the count of approved reviews, the best three (most supported, then highest rated, then newest), and the caller's own review of it if any (any state).",
  request: z.strictObject({ type: reviewSubjectType, id }),
  response: z.object({
    subject: reviewSubject,
    average: z.number().nullable(),
    count: z.number().int(),
    best: z.array(reviewCard),
    mine: z.object({ id: z.number().int(), status: postStatus }).nullable(),
  }),
});

export const reviewMine = endpoint({
  method: 'POST',
  path: '/api/app/review/mine',
  access: 'user',
  summary: "The caller's own reviews, newest first, each with its review state and a rejection's reason.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(ownReview),
});

export const reviewAttitude = endpoint({
  method: 'POST',
  path: '/api/app/review/attitude',
  access: 'user',
  summary: 'Support or oppose a review the caller may see, or take the attitude back (none).',
  request: z.strictObject({ id, attitude: z.enum(['support', 'oppose', 'none']) }),
  response: z.object({ supports: z.number().int(), opposes: z.number().int(), attitude }),
});

/** This area's calls, under the names they have in `api`. */
export const reviewEndpoints = {
  reviewPublish,
  reviewList,
  reviewDetail,
  reviewSubject: reviewSubjectSummary,
  reviewMine,
  reviewAttitude,
} satisfies Record<string, Endpoint>;
