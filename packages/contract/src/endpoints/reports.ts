/**
 * Reports (举报, decision 0043): a registered user flags a post or a comment with a reason; it joins the operators'
 * queue (npm run ops -- queue). One open report per user and item: sending it again answers the same report.
 */
import { z } from 'zod';
import { REPORT_CONTENT_TYPES, REPORT_REASONS, REPORT_TEXT_MAX } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { endpoint, id, type Endpoint } from './define.ts';
import { textField } from './text-field.ts';

export const reportContentType = z.enum(REPORT_CONTENT_TYPES);
export const reportReason = z.enum(REPORT_REASONS);

export const reportAdd = endpoint({
  method: 'POST',
  path: '/api/app/report/add',
  access: 'registered',
  summary:
    `Report a post or a comment the caller can see, with a reason from the list and optional words (up to ${REPORT_TEXT_MAX} characters). ` +
    'One open report per user and item: a repeat answers the same report. One\'s own item is refused (4118); one the caller cannot see answers 4040.',
  request: z.strictObject({
    contentType: reportContentType,
    id,
    reason: reportReason,
    text: textField({ multiline: true })
      .trim()
      .refine((v) => [...v].length <= REPORT_TEXT_MAX, tipKey('reportTextTooLong'))
      .optional(),
  }),
  response: z.object({
    id: z.number().int(),
    /** False when the caller had already reported this item (the answer is that report). */
    created: z.boolean(),
  }),
});

export const reportEndpoints = { reportAdd } satisfies Record<string, Endpoint>;
