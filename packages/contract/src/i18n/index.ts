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

/**
 * A count's plural forms, in ICU's syntax so the texts stay valid for a message-format library:
 * `{count, plural, one {# view} other {# views}}`, forms `=N`, `zero`, `one`, `two`, `few`, `many`, `other` (needed),
 * `#` the count as given. Only this construct, and only in the templates of the catalogue (never in a value).
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /\s*(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/** The form for `value`, its `#` still to be filled (as the placeholder `{{name}}`). */
function pluralForm(locale: string, value: string | number, forms: string): string {
  const chosen = new Map<string, string>();
  for (const [, name, form] of forms.matchAll(FORM)) chosen.set(name!, form!);
  const count = typeof value === 'number' ? value : Number(value);
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  // A count shown already shortened ("1.2K") is not a number: it reads as many.
  const form = Number.isFinite(count) ? (chosen.get(`=${count}`) ?? chosen.get(rules.select(count))) : undefined;
  return form ?? chosen.get('other') ?? '';
}

/**
 * Fills `{{name}}` placeholders; an unknown name stays visible rather than vanishing. A plural construct (above) picks
 * its form by the language's rules (`Intl.PluralRules`; decision 0085) before the placeholders are filled, so a value
 * is never read as syntax.
 */
export function fillText(template: string, vars?: TipVars, locale: Locale = DEFAULT_LOCALE): string {
  if (!vars) return template;
  const counted = template.includes(', plural,')
    ? template.replace(PLURAL, (whole, name: string, forms: string) => (name in vars ? pluralForm(locale, vars[name]!, forms).replaceAll('#', `{{${name}}}`) : whole))
    : template;
  return counted.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The names a template fills, each once, sorted: its `{{name}}` placeholders and its plural constructs' counts. */
export function textVars(template: string): string[] {
  const names = [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g), ...template.matchAll(PLURAL)].map((match) => match[1]!);
  return [...new Set(names)].sort();
}

/** The text of a catalogue key in a language. */
export function text(locale: Locale, key: MessageKey, vars?: TipVars): string {
  return fillText(catalogues[locale][key] ?? zhCN[key], vars, locale);
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
