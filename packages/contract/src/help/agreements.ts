/**
 * The user agreement and the privacy policy (decision 0101): one file, agreements.json, read by the web's
 * /userAgreement and /privacyPolicy loaders. Checked against its shape when first read (a malformed file fails the
 * build's or the server's first render of them, not silently). Each text is in the default language, with the others
 * under `i18n`; a language missing there shows the default's.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/types.ts';
import raw from './agreements.json' with { type: 'json' };

export const AGREEMENT_IDS = ['terms', 'privacy'] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];

const section = z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) });
const texts = z.object({ title: z.string().min(1), sections: z.array(section).min(1) });
const agreementShape = texts.extend({
  id: z.enum(AGREEMENT_IDS),
  /** The day of the text's last change, YYYY-MM-DD. */
  updated: z.iso.date(),
  i18n: z.record(z.string(), texts.partial()).optional(),
});
const agreementsShape = z.object({
  agreements: z
    .array(agreementShape)
    .refine((list) => AGREEMENT_IDS.every((id) => list.filter((entry) => entry.id === id).length === 1), { message: 'each agreement exactly once' }),
});

export type Agreement = Omit<z.output<typeof agreementShape>, 'i18n'>;

let checked: z.output<typeof agreementsShape> | null = null;

/** One agreement in `locale`: its texts there over the default language's. */
export function agreement(id: AgreementId, locale: Locale = DEFAULT_LOCALE): Agreement {
  checked ??= agreementsShape.parse(raw);
  const { i18n, ...base } = checked.agreements.find((entry) => entry.id === id)!;
  return locale === DEFAULT_LOCALE ? base : { ...base, ...i18n?.[locale] };
}

/** One agreement in every language, for a page whose language can change while it is shown. */
export const agreementInEveryLanguage = (id: AgreementId) => Object.fromEntries(LOCALES.map((locale) => [locale, agreement(id, locale)])) as Record<Locale, Agreement>;

/** For tests: the shape a file must have. */
export const parseAgreements = (value: unknown) => agreementsShape.parse(value);
