import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints, api } from './index.ts';
import { isTextField, shownLength, textField } from './text-field.ts';

/** Every string schema reachable from a schema (objects, wrappers, unions, arrays, pipes). */
function strings(schema: z.ZodType, found: z.ZodString[] = []): z.ZodString[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (s: unknown) => s && strings(s as z.ZodType, found);
  switch (def.type) {
    case 'string': found.push(schema as z.ZodString); break;
    case 'object': Object.values(def.shape as Record<string, z.ZodType>).forEach(walk); walk(def.catchall); break;
    case 'array': walk(def.element); break;
    case 'union': (def.options as z.ZodType[]).forEach(walk); break;
    case 'intersection': walk(def.left); walk(def.right); break;
    case 'record': walk(def.keyType); walk(def.valueType); break;
    case 'pipe': walk(def.in); walk(def.out); break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional': walk(def.innerType); break;
    default: break;
  }
  return found;
}

describe('textField', () => {
  const line = textField();
  const lines = textField({ multiline: true });

  it('keeps ordinary text, Chinese and emoji (surrogate pairs)', () => {
    for (const ok of ['', 'hello', '中文 搜索', '😀 ok', 'a\u00A0b\u2028']) expect(line.safeParse(ok).success).toBe(true);
  });

  it('refuses NUL, the other C0 controls, DEL and lone surrogates', () => {
    const bad = ['a\u0000b', '\u0001', 'x\u001F', 'del\u007F', 'a\uD800', '\uDC00b', 'a\uDC00\uD800b', 'tab\there', 'line\nbreak', 'cr\r'];
    for (const value of bad) {
      const parsed = line.safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues[0].message).toBe('textControlCharacters');
    }
  });

  it('refuses the C1 controls (a terminal reads U+009B as the start of an escape), in one line and in many', () => {
    for (const value of ['hi\u0085there', '\u009B31m', 'a\u0080', '\u009F']) {
      expect(line.safeParse(value).error?.issues[0].message, JSON.stringify(value)).toBe('textControlCharacters');
      expect(lines.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    // The first character after them is ordinary text.
    expect(line.safeParse('caf\u00E9 \u00A0').success).toBe(true);
  });

  it('allows tab, line feed and carriage return in multi-line text only', () => {
    expect(lines.safeParse('one\r\ntwo\tthree').success).toBe(true);
    for (const value of ['a\u0000', 'b\u000B', 'c\u007F', '\uD83D']) expect(lines.safeParse(value).success).toBe(false);
  });

  it('refuses the direction overrides, embeddings and isolates; keeps the direction marks', () => {
    for (const value of ['\u202Egnp.exe', 'a\u202Ab', '\u2066x\u2069', '\u202D']) {
      expect(line.safeParse(value).error?.issues[0].message, JSON.stringify(value)).toBe('textControlCharacters');
      expect(lines.safeParse(value).success).toBe(false);
    }
    expect(line.safeParse('שלום\u200E abc \u200F').success).toBe(true);
  });

  it('counts the characters that show: not zero-width ones, fillers or blank patterns; an emoji and its selector are one', () => {
    expect(shownLength('\u200B\u200C\u200D\uFEFF\u3164\u115F\u2800\u00AD \u3000')).toBe(0);
    expect(shownLength('你好 ❤️ ab')).toBe(5);
    // Default-ignorable code points that no font draws, assigned or not.
    expect(shownLength('\u2065\uFFF0\uFFF8\u{E0000}\u{E0080}\u{E0FFF}\u{1D159}\u115F')).toBe(0);
  });

  it('keeps direction controls in a password (never shown; one set before the rule still matches) and strips them from a search', () => {
    expect(api.loginOfficial.request.safeParse({ account: 'someone', password: 'pass\u202Eword' }).success).toBe(true);
    expect(api.loginOfficial.request.safeParse({ account: 'someone', password: 'pass\u0000word' }).success).toBe(false);
    expect(api.searchMedia.request.parse({ keyword: '\u2068林雨萱\u2069' }).keyword).toBe('林雨萱');
    expect(api.searchMedia.request.safeParse({ keyword: '\u2068\u2069' }).success).toBe(false);
  });

  it('content that shows nothing is empty, whatever it is made of', () => {
    const tip = (endpoint: { request: z.ZodType }, input: unknown) => endpoint.request.safeParse(input).error?.issues.map((i) => i.message);
    const blank = '\u200B\u3164\u200B\u2800\u200D';
    expect(tip(api.commentAdd, { mediaId: 1, content: blank })).toEqual(['commentEmpty']);
    expect(tip(api.danmakuSend, { mediaId: 1, time: 1, text: blank })).toContain('danmakuEmpty');
    expect(tip(api.postPublish, { text: blank.repeat(4) })).toEqual(['postTextTooShort']);
    expect(tip(api.reviewPublish, { subjectType: 'media', subjectId: 1, rating: 4, title: blank, text: blank.repeat(10) })).toEqual(['reviewTitleEmpty', 'reviewTextTooShort']);
    // The same fields with a character that shows pass this rule.
    expect(tip(api.commentAdd, { mediaId: 1, content: `${blank}好` })).toBeUndefined();
  });

  it('is how every request string of every call is built', () => {
    const untreated = allEndpoints.flatMap((e) => strings(e.request).filter((s) => !isTextField(s)).map(() => e.path));
    expect(untreated).toEqual([]);
    // The walk finds the strings it must: the search keyword, the comment, the sign-in fields.
    expect(allEndpoints.flatMap((e) => strings(e.request)).length).toBeGreaterThanOrEqual(10);
  });
});
