/**
 * The shared text catalogue: the languages' tables, the language choice from a header, and text from a key.
 * The default language's table is always here. Another language's is registered when it is loaded: the server
 * (the package's main entry) registers every language at once; the browser loads the page's language on demand
 * (`@md/contract/i18n/en-US`), so a Chinese page never downloads the English table. Until then a language's texts
 * are the default's.
 */
import { DEFAULT_LOCALE, type Catalogue, type Locale, type MessageKey, type Tip, type TipVars } from './types.ts';
import { zhCN } from './zh-CN.ts';

export * from './types.ts';
export { zhCN };

export const catalogues: Readonly<Record<Locale, Catalogue>> = { 'zh-CN': zhCN, 'en-US': zhCN };

/** Makes a loaded language's table the one its texts come from. */
export function registerCatalogue(locale: Locale, catalogue: Catalogue) {
  (catalogues as Record<Locale, Catalogue>)[locale] = catalogue;
}

/** Fills `{{name}}` placeholders; an unknown name stays visible rather than vanishing. */
export function fillText(template: string, vars?: TipVars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The text of a catalogue key in a language. */
export function text(locale: Locale, key: MessageKey, vars?: TipVars): string {
  return fillText(catalogues[locale][key] ?? zhCN[key], vars);
}

/** The text of a failure's tip in a language. */
export function tipText(locale: Locale, tip: Tip): string {
  return typeof tip === 'string' ? text(locale, tip) : text(locale, tip.key, tip.vars);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(zhCN, value);
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US';
}

/**
 * The language for an `Accept-Language` value (or a stored choice): the listed language with the highest weight
 * that we speak (any zh-* reads Chinese, any en-* English); the default when none matches.
 */
export function pickLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/** The spec's HTTP status texts, by status, in a language. */
export function httpStatusTextIn(locale: Locale, status: number): string | undefined {
  const key = `http${status}`;
  return isMessageKey(key) ? catalogues[locale][key] : undefined;
}

/** A catalogue key given where a plain string is expected (zod messages): the type-check catches a misspelt one. */
export const tipKey = <K extends MessageKey>(key: K): K => key;
