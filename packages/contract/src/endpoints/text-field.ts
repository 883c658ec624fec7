/**
 * The one way a request schema takes a string. PostgreSQL refuses byte 0 and no screen shows the other control
 * characters, so they are refused here, before any handler runs: C0 controls (tab, line feed and carriage return
 * only in multi-line text), DEL, the C1 controls (U+0080–U+009F: U+009B starts a terminal's escape sequence where an
 * operator's command prints what users wrote), lone UTF-16 surrogates (not text; they become U+FFFD or an error downstream), and
 * the explicit direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text read
 * in an order other than the one it is stored in (a comment that shows one link and holds another). The direction
 * marks (U+200E, U+200F) stay: they change no order of what is written.
 */
import { z } from 'zod';
import { tipKey, type MessageKey } from '../i18n/index.ts';

const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

const DIRECTION_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';

/** Matches text of a single line with no control character (the whole string). */
export const SINGLE_LINE_TEXT = new RegExp(`^(?:(?!${LONE_SURROGATE})[^\\u0000-\\u001F\\u007F-\\u009F${DIRECTION_CONTROLS}])*$`);
/** Matches text that may span lines (tab, LF, CR allowed) with no other control character. */
export const MULTI_LINE_TEXT = new RegExp(`^(?:(?!${LONE_SURROGATE})[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${DIRECTION_CONTROLS}])*$`);
/** A secret (a password): never shown, so its direction controls reorder nothing; kept as typed. */
export const SECRET_TEXT = new RegExp(`^(?:(?!${LONE_SURROGATE})[^\\u0000-\\u001F\\u007F])*$`);
const DIRECTION_CONTROL_CHARS = new RegExp(`[${DIRECTION_CONTROLS}]`, 'g');

/**
 * What shows nothing on a screen, as a regular expression's class: format characters (zero-width spaces and joiners,
 * direction marks, the byte-order mark, soft hyphens) and every default-ignorable code point, unassigned ones
 * included (the Hangul fillers, the combining grapheme joiner, Khmer's inherent vowels, variation selectors), the
 * blank Braille pattern and the musical null notehead. With white space, what `isUnseen` says; `trim` keeps most.
 */
export const UNSEEN_CHARACTER = '[\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800\\u{1D159}]';
const UNSEEN = new RegExp(`^(?:\\s|${UNSEEN_CHARACTER})$`, 'u');

/** Whether one character (a code point) shows nothing. */
export const isUnseen = (char: string) => UNSEEN.test(char);

/** Characters a reader sees, counted as a person counts them (an emoji or a CJK character is one). */
export const shownLength = (value: string) => [...value].filter((char) => !isUnseen(char)).length;

/** A check for content fields: at least `min` characters that show (text of zero-width spaces is empty). */
export const showsAtLeast = (min: number) => (value: string) => shownLength(value) >= min;

export interface TextFieldOptions {
  /** Allow tab, line feed and carriage return (comments); every other field is one line. */
  multiline?: boolean;
  /** The tip when the value is missing or not a string. */
  required?: MessageKey;
  /**
   * The direction controls: refused (the default: text others read), `keep` in a secret that is never shown (a
   * password set before the rule must still match), `strip` in a query (a name pasted from an app that wraps it).
   */
  direction?: 'refuse' | 'keep' | 'strip';
}

/** A request string with control characters refused; chain trim/min/max/regex on it as on z.string(). */
export function textField(options: TextFieldOptions = {}) {
  const base = options.required ? z.string(options.required) : z.string();
  if (options.direction === 'keep') return base.regex(SECRET_TEXT, tipKey('textControlCharacters'));
  const pattern = options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT;
  const stripped = options.direction === 'strip' ? base.overwrite((value) => value.replace(DIRECTION_CONTROL_CHARS, '')) : base;
  return stripped.regex(pattern, tipKey('textControlCharacters'));
}

/** True when a string schema was made by textField (the contract's tests walk every request schema with it). */
export function isTextField(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def as { pattern?: RegExp };
    return def.pattern === SINGLE_LINE_TEXT || def.pattern === MULTI_LINE_TEXT || def.pattern === SECRET_TEXT;
  });
}
