import type { z } from 'zod';
import { isMessageKey, type Tip } from './i18n/index.ts';

/**
 * The first problem of a failed parse as a tip for the envelope. Our schemas give their messages as catalogue
 * keys (so the text follows the caller's language); zod's own defaults are English details, shown after the field.
 */
export function firstIssueTip(error: z.ZodError): Tip {
  const issue = error.issues[0];
  if (!issue) return 'badRequest';
  if (issue.code === 'unrecognized_keys') return { key: 'unknownFields', vars: { keys: issue.keys.join(', ') } };
  if (isMessageKey(issue.message)) return issue.message;
  const field = issue.path.join('.');
  return field ? { key: 'badRequestField', vars: { field, detail: issue.message } } : { key: 'badRequestDetail', vars: { detail: issue.message } };
}
