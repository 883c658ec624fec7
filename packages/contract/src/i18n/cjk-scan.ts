/**
 * Finds CJK text in TypeScript source outside comments: string and template literals, JSX text, anything the
 * user could read. Used by the test that keeps user-facing texts in the catalogue.
 */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

export interface CjkHit {
  line: number;
  text: string;
}

/** Lines of `source` that carry CJK outside comments (one hit per line). */
export function findCjk(source: string): CjkHit[] {
  const hits = new Map<number, string>();
  const lines = source.split('\n');
  let line = 1;
  let state: 'code' | 'line' | 'block' | "'" | '"' | '`' = 'code';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      if (state === 'line') state = 'code';
      continue;
    }
    if (state === 'line') continue;
    if (state === 'block') {
      if (c === '*' && next === '/') {
        state = 'code';
        i++;
      }
      continue;
    }
    if (state === 'code') {
      if (c === '/' && next === '/') {
        state = 'line';
        i++;
        continue;
      }
      if (c === '/' && next === '*') {
        state = 'block';
        i++;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') {
        state = c;
        continue;
      }
    } else {
      // Inside a literal: an escape hides the next character; the matching quote ends it. A template's `${}`
      // stays "inside" (rare enough in our code, and CJK there is still a literal to flag).
      if (c === '\\') {
        i++;
        continue;
      }
      if (c === state) {
        state = 'code';
        continue;
      }
    }
    if (CJK.test(c) && !hits.has(line)) hits.set(line, lines[line - 1]!.trim());
  }
  return [...hits].map(([at, text]) => ({ line: at, text }));
}
