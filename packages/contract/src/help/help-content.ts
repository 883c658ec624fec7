/**
 * The help content (decision 0050): FAQ categories and questions, feedback categories, contact channels. One file,
 * help-content.json, is the only source: the server answers from it and the web build bakes /FAQ and /contactUs
 * from it, so the pre-rendered pages and the API never disagree after a deploy. Checked against the contract's
 * shapes when first read. Each text is written in the default language, with the others under `i18n`; a text
 * missing there is shown in the default language.
 */
import { z } from 'zod';
import { contactChannel, faqQuestion, helpCategory } from '../endpoints/help.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/types.ts';
import raw from './help-content.json' with { type: 'json' };

export { findQuestions } from './find-questions.ts';

/** An entry's texts in the other languages. */
const translations = <T extends z.ZodRawShape>(texts: T) => z.partialRecord(z.enum(LOCALES), z.object(texts).partial()).optional();

const helpContentShape = z.object({
  feedbackCategories: z.array(helpCategory.extend({ i18n: translations({ name: z.string() }) })).min(1),
  questionCategories: z.array(helpCategory.extend({ i18n: translations({ name: z.string() }) })).min(1),
  questions: z.array(faqQuestion.extend({ i18n: translations({ question: z.string(), answer: z.string() }) })),
  contactChannels: z.array(contactChannel.extend({ i18n: translations({ label: z.string() }) })),
});

export interface HelpContent {
  feedbackCategories: z.output<typeof helpCategory>[];
  questionCategories: z.output<typeof helpCategory>[];
  questions: z.output<typeof faqQuestion>[];
  contactChannels: z.output<typeof contactChannel>[];
}

/** An entry in one language: its texts there over the default ones, without the translations. */
function inLocale<T extends { i18n?: unknown }>(entry: T, locale: Locale): Omit<T, 'i18n'> {
  const { i18n, ...base } = entry;
  const texts = locale === DEFAULT_LOCALE ? undefined : (i18n as Partial<Record<Locale, object>> | undefined)?.[locale];
  return { ...base, ...texts };
}

let checked: z.output<typeof helpContentShape> | null = null;
const byLocale = new Map<Locale, HelpContent>();

/** The help content in `locale`, checked once (a malformed file fails the first read, at build or start-up, not a user's call). */
export function helpContent(locale: Locale = DEFAULT_LOCALE): HelpContent {
  const known = byLocale.get(locale);
  if (known) return known;
  checked ??= helpContentShape.parse(raw);
  const content: HelpContent = {
    feedbackCategories: checked.feedbackCategories.map((entry) => inLocale(entry, locale)),
    questionCategories: checked.questionCategories.map((entry) => inLocale(entry, locale)),
    questions: checked.questions.map((entry) => inLocale(entry, locale)),
    contactChannels: checked.contactChannels.map((entry) => inLocale(entry, locale)),
  };
  byLocale.set(locale, content);
  return content;
}
