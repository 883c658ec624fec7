/**
 * Help (spec section 7: feedback/add, feedback/category, question/cate, question/list; feedback/mine and help/contact
 * are ours). The FAQ, the feedback categories and the contact channels come from one file, help/help-content.json,
 * which the server answers from and the web build bakes into the pre-rendered /FAQ and /contactUs (decision 0050).
 */
import { z } from 'zod';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_IMAGES_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN, QUESTION_KEYWORD_MAX } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { empty, endpoint, id, pageFields, pageOf, type Endpoint } from './define.ts';
import { showsAtLeast, textField } from './text-field.ts';

/** A picture path exactly as upload/img or upload/images answered it. */
const uploadedPath = textField().regex(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/, tipKey('feedbackImageInvalid'));

export const helpCategory = z.object({ id: z.number().int(), name: z.string() });
export const faqQuestion = z.object({ id: z.number().int(), cateId: z.number().int(), question: z.string(), answer: z.string() });
export const contactChannel = z.object({ id: z.string(), label: z.string(), value: z.string() });

/** A feedback as its author sees it, with the operator's reply once there is one. */
export const ownFeedback = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  text: z.string(),
  images: z.array(z.string()),
  contact: z.string().nullable(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

export const feedbackCategory = endpoint({
  method: 'POST',
  path: '/api/app/feedback/category',
  access: 'optional',
  summary: 'The feedback categories, in their order, for the feedback form. The same for everyone (cached).',
  request: empty,
  response: z.array(helpCategory),
});

export const feedbackAdd = endpoint({
  method: 'POST',
  path: '/api/app/feedback/add',
  access: 'registered',
  summary:
    `Send feedback: a category (feedback/category; unknown: 4145), text (${FEEDBACK_TEXT_MIN}–${FEEDBACK_TEXT_MAX} characters; a banned word: 4114 ` +
    `when the site refuses rather than masks), up to ${FEEDBACK_IMAGES_MAX} pictures the caller uploaded (upload/img or upload/images; one not theirs: 4147), ` +
    `optional contact details (up to ${FEEDBACK_CONTACT_MAX} characters). At most a few per hour per user (4146). ` +
    'Only its author (feedback/mine) and operators (npm run ops -- feedback) read it.',
  request: z.strictObject({
    categoryId: id,
    text: textField({ multiline: true, required: 'feedbackTextEmpty' })
      .trim()
      .min(FEEDBACK_TEXT_MIN, tipKey('feedbackTextTooShort'))
      .max(FEEDBACK_TEXT_MAX, tipKey('feedbackTextTooLong'))
      .refine(showsAtLeast(FEEDBACK_TEXT_MIN), tipKey('feedbackTextTooShort')),
    images: z.array(uploadedPath).max(FEEDBACK_IMAGES_MAX, tipKey('feedbackImagesTooMany')).default([]),
    contact: textField().trim().max(FEEDBACK_CONTACT_MAX, tipKey('feedbackContactTooLong')).default(''),
  }),
  response: z.object({ id: z.number().int() }),
});

export const feedbackMine = endpoint({
  method: 'POST',
  path: '/api/app/feedback/mine',
  access: 'registered',
  summary: "The caller's own feedback, newest first, each with the operator's reply once there is one. Nobody else's.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(ownFeedback),
});

export const questionCate = endpoint({
  method: 'POST',
  path: '/api/app/question/cate',
  access: 'optional',
  summary: 'The FAQ categories, in their order. The same for everyone (cached).',
  request: empty,
  response: z.array(helpCategory),
});

export const questionList = endpoint({
  method: 'POST',
  path: '/api/app/question/list',
  access: 'optional',
  summary:
    'FAQ questions with their answers, in their order: of one category (`cateId`; unknown: 4148) or all, and only those whose question or ' +
    `answer contains \`keyword\` (case-insensitive, up to ${QUESTION_KEYWORD_MAX} characters). The same for everyone (cached).`,
  request: z.strictObject({
    cateId: id.optional(),
    keyword: textField({ direction: 'strip' }).trim().max(QUESTION_KEYWORD_MAX, tipKey('questionKeywordTooLong')).default(''),
    ...pageFields,
  }),
  response: pageOf(faqQuestion),
});

export const helpContact = endpoint({
  method: 'POST',
  path: '/api/app/help/contact',
  access: 'optional',
  summary: 'The contact channels operators configure (help-content.json), in their order, for /contactUs. The same for everyone (cached).',
  request: empty,
  response: z.array(contactChannel),
});

/** This area's calls, under the names they have in `api`. */
export const helpEndpoints = {
  feedbackCategory,
  feedbackAdd,
  feedbackMine,
  questionCate,
  questionList,
  helpContact,
} satisfies Record<string, Endpoint>;
