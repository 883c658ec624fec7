/**
 * The help content (decision 0050): FAQ categories and questions, feedback categories, contact channels. One file,
 * help-content.json, is the only source: the server answers from it and the web build bakes /FAQ and /contactUs
 * from it, so the pre-rendered pages and the API never disagree after a deploy. Checked against the contract's
 * shapes when first read.
 */
import { z } from 'zod';
import { contactChannel, faqQuestion, helpCategory } from '../endpoints/help.ts';
import raw from './help-content.json' with { type: 'json' };

export { findQuestions } from './find-questions.ts';

const helpContentShape = z.object({
  feedbackCategories: z.array(helpCategory).min(1),
  questionCategories: z.array(helpCategory).min(1),
  questions: z.array(faqQuestion),
  contactChannels: z.array(contactChannel),
});

export type HelpContent = z.output<typeof helpContentShape>;

let checked: HelpContent | null = null;

/** The help content, checked once (a malformed file fails the first read, at build or start-up, not a user's call). */
export function helpContent(): HelpContent {
  checked ??= helpContentShape.parse(raw);
  return checked;
}
