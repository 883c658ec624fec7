/**
 * The one way a request schema takes a string. PostgreSQL refuses byte 0 and no screen shows the other control
 * characters, so they are refused here, before any handler runs: C0 controls (tab, line feed and carriage return
 * only in multi-line text), DEL, and lone UTF-16 surrogates (not text; they become U+FFFD or an error downstream).
 */
import { z } from 'zod';
import { tipKey, type MessageKey } from '../i18n/index.ts';

const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

/** Matches text of a single line with no control character (the whole string). */
export const SINGLE_LINE_TEXT = new RegExp(`^(?:(?!${LONE_SURROGATE})[^\\u0000-\\u001F\\u007F])*$`);
/** Matches text that may span lines (tab, LF, CR allowed) with no other control character. */
export const MULTI_LINE_TEXT = new RegExp(`^(?:(?!${LONE_SURROGATE})[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F])*$`);

export interface TextFieldOptions {
  /** Allow tab, line feed and carriage return (comments); every other field is one line. */
  multiline?: boolean;
  /** The tip when the value is missing or not a string. */
  required?: MessageKey;
}

/** A request string with control characters refused; chain trim/min/max/regex on it as on z.string(). */
export function textField(options: TextFieldOptions = {}) {
  const pattern = options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT;
  return (options.required ? z.string(options.required) : z.string()).regex(pattern, tipKey('textControlCharacters'));
}

/** True when a string schema was made by textField (the contract's tests walk every request schema with it). */
export function isTextField(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def as { pattern?: RegExp };
    return def.pattern === SINGLE_LINE_TEXT || def.pattern === MULTI_LINE_TEXT;
  });
}
